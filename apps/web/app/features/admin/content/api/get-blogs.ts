import { type AdminBlog, apiPaths, type Page, type SuccessData } from '@hvac/contracts';
import { api, apiUrl } from '../../../../lib/api-client';

// A page of posts of every state or of one (scheduled ones soonest first), searched by title (?q=).
export async function getBlogs(searchParams: URLSearchParams): Promise<Page<AdminBlog>> {
  const reply = await api.get(apiUrl(apiPaths.adminBlogs), { searchParams, cache: 'no-store' }).json<SuccessData<Page<AdminBlog>>>();
  return reply.data;
}
