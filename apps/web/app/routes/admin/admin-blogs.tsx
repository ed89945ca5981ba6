import { contentListAction } from '../../features/admin/content/api/content-record';
import { getBlogs } from '../../features/admin/content/api/get-blogs';
import { getCategories } from '../../features/admin/content/api/get-categories';
import { getSampleContent } from '../../features/admin/content/api/get-sample-content';
import { BlogsScreen } from '../../features/admin/content/components/blogs-screen';
import { adminMeta } from '../../features/admin/kit/meta';
import { contentListQuery } from '../../features/admin/content/utils/content-list-query';
import { requireAdmin } from '../../features/auth/utils/require-admin';
import type { Route } from './+types/admin-blogs';

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireAdmin(request);
  const { state, list, apiQuery } = contentListQuery(request.url);
  const [blogs, categories, samples] = await Promise.all([getBlogs(apiQuery), getCategories(), getSampleContent()]);
  return { blogs, list, categories, state, sampleIds: samples.blogIds };
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  return contentListAction('blogs', request);
}

export const meta: Route.MetaFunction = () => adminMeta('Blogs');

export default function AdminBlogsRoute({ loaderData }: Route.ComponentProps) {
  return <BlogsScreen blogs={loaderData.blogs} list={loaderData.list} categories={loaderData.categories} state={loaderData.state} sampleIds={loaderData.sampleIds} />;
}
