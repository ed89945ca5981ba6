import { data, Link } from 'react-router';
import { paths } from '../config/paths';
import { BlogCard, RecentPosts } from '../features/blog/components/blog-card';
import { getBlogCount } from '../features/blog/api/get-blog-count.server';
import { getBlogSummaries } from '../features/blog/api/get-blog-summaries.server';
import { getCategories } from '../features/blog/api/get-categories.server';
import { blogListHref, blogListPage, blogPageSize } from '../features/blog/utils/blog-list-page';
import { Hero } from '../features/layout/components/hero';
import { breadcrumbJsonLd } from '../features/seo/json-ld';
import { JsonLd } from '../features/seo/json-ld-script';
import { buildMeta, siteFromMatches } from '../features/seo/meta';
import { useSiteUrl } from '../features/seo/use-site-url';
import { Pagination } from '../components/ui/pagination';
import { throwApiFailure } from '../lib/content-api.server';
import type { Route } from './+types/blog';

const crumbs = [
  { name: 'Home', path: paths.home.getHref() },
  { name: 'Blog', path: paths.blog.getHref() },
];

const notFound = () => data({ message: 'This page of the blog could not be found.' }, { status: 404 });

// One page of cards, how many posts the list holds (for the page numbers), the newest posts for the
// side column and the categories to filter by: each a short read.
export async function loader({ request }: Route.LoaderArgs) {
  const listPage = blogListPage(new URL(request.url).searchParams);
  if (!listPage) throw notFound();
  const [list, count, recent, categories] = await Promise.all([
    getBlogSummaries(blogPageSize, { offset: (listPage.page - 1) * blogPageSize, category: listPage.category ?? undefined }),
    getBlogCount(listPage.category),
    getBlogSummaries(3),
    getCategories(),
  ]);
  // A failing read is the service's trouble (503), never a missing blog.
  if (!list.ok) throwApiFailure(list.status === 404 ? 503 : list.status, 'The blog');
  if (!count.ok) throwApiFailure(count.status === 404 ? 503 : count.status, 'The blog');
  if (!recent.ok) throwApiFailure(recent.status === 404 ? 503 : recent.status, 'The blog');
  if (!categories.ok) throwApiFailure(categories.status === 404 ? 503 : categories.status, 'The blog');
  const category = categories.value.find((c) => c.category_id === listPage.category);
  const pageCount = Math.max(1, Math.ceil(count.value / blogPageSize));
  if ((listPage.category !== null && !category) || listPage.page > pageCount) throw notFound();
  return {
    listPage,
    pageCount,
    categoryName: category?.category ?? null,
    posts: list.value,
    recent: recent.value,
    categories: categories.value,
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const listPage = loaderData?.listPage ?? { page: 1, category: null };
  const where = [loaderData?.categoryName, listPage.page > 1 ? `page ${listPage.page}` : null].filter(Boolean).join(', ');
  const site = siteFromMatches(matches);
  return buildMeta({
    title: `Blog: Heating, Cooling and Home Comfort Tips${where ? ` (${where})` : ''}`,
    description: `Practical advice from the technicians at ${site.siteName}: furnace care, air conditioning, gas safety, refrigeration and saving energy in an Ontario home or business.`,
    path: blogListHref(listPage),
    ...site,
  });
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  const siteUrl = useSiteUrl();
  const { posts, recent, categories, listPage, pageCount } = loaderData;
  return (
    <>
      <Hero heading="Blog" eyebrow="Tips and news" subheading="Advice from the people who fix it" text="Seasonal checklists, warning signs worth knowing and straight answers about heating, cooling and gas, written by our own technicians." crumbs={crumbs} compact />
      <section className="section" aria-labelledby="posts-title">
        <div className="container with-aside">
          <div>
            <h2 id="posts-title" className="visually-hidden">
              {loaderData.categoryName ? `Articles about ${loaderData.categoryName}` : 'All articles'}
            </h2>
            <nav aria-label="Blog categories" className="blog-filters">
              <ul>
                {[{ category_id: null, category: 'All' }, ...categories].map((c) => (
                  <li key={c.category_id ?? 'all'}>
                    <Link to={blogListHref({ page: 1, category: c.category_id })} aria-current={c.category_id === listPage.category ? 'page' : undefined}>
                      {c.category}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
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
            <Pagination
              label="Blog pages"
              current={listPage.page}
              total={pageCount}
              hrefOf={(page) => blogListHref({ ...listPage, page })}
              previousLabel="Newer articles"
              nextLabel="Older articles"
            />
          </div>
          {recent.length > 0 ? (
            <aside className="aside-box" aria-labelledby="recent-title" style={{ alignSelf: 'start' }}>
              <h2 id="recent-title">Recent posts</h2>
              <RecentPosts posts={recent} />
            </aside>
          ) : null}
        </div>
      </section>
      <JsonLd data={breadcrumbJsonLd(siteUrl, crumbs)} />
    </>
  );
}
