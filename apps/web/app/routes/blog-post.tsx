import { blogPostMeta, BlogPostPage, blogPostView } from './views/blog-post-page';
import { getBlog } from '../features/blog/api/get-blog.server';
import { getBlogSummaries } from '../features/blog/api/get-blog-summaries.server';
import { blogSlug } from '../features/blog/utils/blog-slug';
import { buildMeta, pageTitle, siteFromMatches } from '../features/seo/meta';
import { followRedirect } from '../features/redirects/api/follow-redirect.server';
import { throwApiFailure } from '../lib/content-api.server';
import type { Route } from './+types/blog-post';

export async function loader({ params, request }: Route.LoaderArgs) {
  const slug = blogSlug(params.id);
  // One more than shown, in case the post itself is among the newest.
  const [post, list] = await Promise.all([getBlog(slug), getBlogSummaries(4)]);
  if (!post.ok && post.status === 404) await followRedirect(request);
  if (!post.ok) throwApiFailure(post.status, 'This article');
  return blogPostView(post.value, list.ok ? list.value : []);
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [{ title: pageTitle('Blog', siteFromMatches(matches).siteName) }];
  return buildMeta({ ...blogPostMeta(loaderData), ...siteFromMatches(matches) });
}

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  return <BlogPostPage {...loaderData} />;
}
