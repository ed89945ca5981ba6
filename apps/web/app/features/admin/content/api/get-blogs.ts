import type { AdminBlog, Page } from '@hvac/contracts';
import { adminApi } from '../../../../lib/admin-api';

// A page of posts of every state or of one (scheduled ones soonest first), searched by title (?q=).
export async function getBlogs(searchParams: URLSearchParams): Promise<Page<AdminBlog>> {
  return (await adminApi.get('/api/admin/blogs', { searchParams, cache: 'no-store' })).data;
}
