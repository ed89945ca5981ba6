
import { paths } from '../config/paths';
import { ButtonLink } from '../components/ui/button';
import fallbackArt from '../assets/illustrations/heating-systems.svg';
import { RecentPosts } from '../features/blog/components/blog-card';
import { PostHeroImage } from '../features/blog/components/post-hero-image';
import { PostMeta } from '../features/blog/components/post-meta';
import { getBlog } from '../features/blog/api/get-blog.server';
import { getBlogSummaries } from '../features/blog/api/get-blog-summaries.server';
import { blogSlug } from '../features/blog/utils/blog-slug';
import { cutExcerpt } from '../features/blog/utils/excerpt';
import { BookVisitBanner, Hero } from '../features/layout/components/hero';
import { blogPostingJsonLd, breadcrumbJsonLd } from '../features/seo/json-ld';
import { JsonLd } from '../features/seo/json-ld-script';
import { buildMeta, pageTitle } from '../features/seo/meta';
import { useSiteUrl } from '../features/seo/use-site-url';
import { throwApiFailure } from '../lib/content-api.server';
import { siteUrlFromMatches } from '../root-data';
import type { Route } from './+types/blog-post';

export async function loader({ params }: Route.LoaderArgs) {
  const slug = blogSlug(params.id);
  // One more than shown, in case the post itself is among the newest.
  const [post, list] = await Promise.all([getBlog(slug), getBlogSummaries(4)]);
  if (!post.ok) throwApiFailure(post.status, 'This article');
  const recent = list.ok ? list.value.filter((p) => p.blog_id !== post.value.blog_id).slice(0, 3) : [];
  return { post: post.value, recent, description: post.value.metaDescription || cutExcerpt(post.value.brief_paragraph, 155) };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [{ title: pageTitle('Blog') }];
  const { post, description } = loaderData;
  return buildMeta({
    title: pageTitle(post.metaTitle || post.title || 'Blog'),
    description,
    path: post.canonicalLink || paths.blogPost.getHref(blogSlug(post.slug_url)),
    siteUrl: siteUrlFromMatches(matches),
    type: 'article',
  });
}

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const siteUrl = useSiteUrl();
  const { post, recent, description } = loaderData;
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

