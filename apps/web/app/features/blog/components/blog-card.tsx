import { Link } from 'react-router';
import type { BlogSummary } from '@hvac/contracts';
import { paths } from '../../../config/paths';
import { ArrowRightIcon } from '../../../components/ui/icons';
import fallbackArt from '../../../assets/illustrations/services/heating-systems.svg';
import { responsiveImage } from '../utils/blog-image';
import { blogSlug } from '../utils/blog-slug';
import { cutExcerpt } from '../utils/excerpt';
import { PostMeta } from './post-meta';

export const blogCardSizes = '(min-width: 1200px) 360px, (min-width: 992px) 30vw, (min-width: 600px) 45vw, 100vw';

export function BlogCard({ post, headingLevel = 3 }: { post: BlogSummary; headingLevel?: 2 | 3 }) {
  const img = responsiveImage(post.blog_image, fallbackArt);
  const href = paths.blogPost.getHref(blogSlug(post.slug_url));
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="card">
      <div className="card__media">
        <img src={img.src} srcSet={img.srcSet} sizes={img.srcSet ? blogCardSizes : undefined} width={480} height={300} alt="" loading="lazy" decoding="async" />
      </div>
      <div className="card__body">
        <PostMeta date={post.published_date} />
        <Heading>{post.title}</Heading>
        <p>{cutExcerpt(post.brief_paragraph)}</p>
        <Link className="card__link" to={href}>
          Read More<span className="visually-hidden">: {post.title}</span> <ArrowRightIcon />
        </Link>
      </div>
    </article>
  );
}

export function RecentPosts({ posts }: { posts: readonly BlogSummary[] }) {
  return (
    <ul className="recent" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {posts.slice(0, 3).map((post) => {
        const img = responsiveImage(post.blog_image, fallbackArt);
        return (
          <li key={post.blog_id}>
            <Link to={paths.blogPost.getHref(blogSlug(post.slug_url))}>
              <img src={img.srcSet ? img.src.replace(/-960\.webp$/, '-480.webp') : img.src} width={88} height={64} alt="" loading="lazy" decoding="async" />
              <span>
                {post.title}
                <small>{post.published_date}</small>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
