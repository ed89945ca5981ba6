import type { Blog, BlogImageText, BlogSummary, OgImageRead } from '@hvac/contracts';
import { paths } from '../../config/paths';
import { ButtonLink } from '../../components/ui/button';
import fallbackArt from '../../assets/illustrations/services/heating-systems.svg';
import { BookVisitBanner, Hero } from '../../features/layout/components/hero';
import { blogPostingJsonLd, breadcrumbJsonLd } from '../../features/seo/json-ld';
import { JsonLd } from '../../features/seo/json-ld-script';
import { itemOgImage } from '../../features/seo/meta';
import { useSiteUrl } from '../../features/seo/use-site-url';
import { blogSlug } from '../../features/blog/utils/blog-slug';
import { cutExcerpt } from '../../features/blog/utils/excerpt';
import { RecentPosts } from '../../features/blog/components/blog-card';
import { PostHeroImage } from '../../features/blog/components/post-hero-image';
import { PostMeta } from '../../features/blog/components/post-meta';

// The image's alt text and caption and the share picture come with public reads; a preview may not carry them.
type ViewedPost = Blog & Partial<BlogImageText & OgImageRead>;
export type BlogPostView = { post: ViewedPost; recent: BlogSummary[]; description: string };

// What the post page shows beside the post: up to three other recent posts (from the newest four).
export function blogPostView(post: ViewedPost, newest: readonly BlogSummary[]): BlogPostView {
  return { post, recent: newest.filter((p) => p.blog_id !== post.blog_id).slice(0, 3), description: post.metaDescription || cutExcerpt(post.brief_paragraph, 155) };
}

// The page's title, description, canonical and share picture (buildMeta's input without the site URL).
export function blogPostMeta({ post, description }: BlogPostView) {
  return {
    title: post.metaTitle || post.title || 'Blog',
    description,
    path: post.canonicalLink || paths.blogPost.getHref(blogSlug(post.slug_url)),
    type: 'article' as const,
    image: itemOgImage(post.og_image, post.title),
  };
}

// A post as the public sees it; the preview of a draft renders the same.
export function BlogPostPage({ post, recent, description }: BlogPostView) {
  const siteUrl = useSiteUrl();
  const path = paths.blogPost.getHref(blogSlug(post.slug_url));
  const crumbs = [
    { name: 'Home', path: paths.home.getHref() },
    { name: 'Blog', path: paths.blog.getHref() },
    { name: post.title || 'Blog', path },
  ];
  return (
    <>
      <Hero heading={post.title || 'Blog'} eyebrow="Blog" crumbs={crumbs} compact>
        <PostMeta date={post.published_date} style={{ color: '#c9d6e6', marginTop: 16 }} />
      </Hero>
      <section className="section">
        <div className="container with-aside">
          <article className="prose">
            <PostHeroImage image={post.blog_image} alt={post.blog_image_alt ?? ''} caption={post.blog_image_caption ?? ''} fallback={fallbackArt} />
            <div className="lead" dangerouslySetInnerHTML={{ __html: post.brief_paragraph }} />
            {post.blogs_content
              .filter((s) => s.heading || s.paragraph)
              .map((s, i) => (
                <section key={`${i}-${s.heading}`}>
                  {s.heading ? <h2>{s.heading}</h2> : null}
                  <div dangerouslySetInnerHTML={{ __html: s.paragraph }} />
                </section>
              ))}
            <BookVisitBanner heading="Need a hand with this?" text="Our technicians can take a look, explain what they find and quote before any work starts." />
          </article>
          <aside aria-label="More from the blog" style={{ alignSelf: 'start' }}>
            {recent.length > 0 ? (
              <div className="aside-box">
                <h2>Recent posts</h2>
                <RecentPosts posts={recent} />
              </div>
            ) : null}
            <div className="aside-box">
              <h2>All articles</h2>
              <p>Seasonal checklists and advice from our technicians.</p>
              <ButtonLink to={paths.blog.getHref()} variant="outline">Back to the blog</ButtonLink>
            </div>
          </aside>
        </div>
      </section>
      <JsonLd data={[blogPostingJsonLd(siteUrl, post, path, description, post.blog_image || null), breadcrumbJsonLd(siteUrl, crumbs)]} />
    </>
  );
}

