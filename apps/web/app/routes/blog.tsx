import { business } from '@hvac/site';
import { paths } from '../config/paths';
import { BlogCard, RecentPosts } from '../features/blog/components/blog-card';
import { getBlogs } from '../features/blog/api/get-blogs.server';
import { Hero } from '../features/layout/components/hero';
import { breadcrumbJsonLd } from '../features/seo/json-ld';
import { JsonLd } from '../features/seo/json-ld-script';
import { buildMeta, pageTitle } from '../features/seo/meta';
import { useSiteUrl } from '../features/seo/use-site-url';
import { throwApiFailure } from '../lib/content-api.server';
import { siteUrlFromMatches } from '../root-data';
import type { Route } from './+types/blog';

const crumbs = [
  { name: 'Home', path: paths.home.getHref() },
  { name: 'Blog', path: paths.blog.getHref() },
];

export async function loader() {
  const blogs = await getBlogs();
  if (!blogs.ok) throwApiFailure(blogs.status === 404 ? 503 : blogs.status, 'The blog');
  return { posts: blogs.value };
}

export function meta({ matches }: Route.MetaArgs) {
  return buildMeta({
    title: pageTitle('Blog: Heating, Cooling and Home Comfort Tips'),
    description: `Practical advice from the technicians at ${business.name}: furnace care, air conditioning, gas safety, refrigeration and saving energy in an Ontario home or business.`,
    path: paths.blog.getHref(),
    siteUrl: siteUrlFromMatches(matches),
  });
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  const siteUrl = useSiteUrl();
  const { posts } = loaderData;
  return (
    <>
      <Hero heading="Blog" eyebrow="Tips and news" subheading="Advice from the people who fix it" text="Seasonal checklists, warning signs worth knowing and straight answers about heating, cooling and gas, written by our own technicians." crumbs={crumbs} compact />
      <section className="section" aria-labelledby="posts-title">
        <div className="container with-aside">
          <div>
            <h2 id="posts-title" className="visually-hidden">All articles</h2>
            {posts.length === 0 ? (
              <p className="empty-state">No articles yet. Check back soon, or call us with your question.</p>
            ) : (
              <ul className="grid grid--2" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {posts.map((p) => (
                  <li key={p.blog_id}>
                    <BlogCard post={p} />
                  </li>
                ))}
              </ul>
            )}
          </div>
          {posts.length > 0 ? (
            <aside className="aside-box" aria-labelledby="recent-title" style={{ alignSelf: 'start' }}>
              <h2 id="recent-title">Recent posts</h2>
              <RecentPosts posts={posts} />
            </aside>
          ) : null}
        </div>
      </section>
      <JsonLd data={breadcrumbJsonLd(siteUrl, crumbs)} />
    </>
  );
}
