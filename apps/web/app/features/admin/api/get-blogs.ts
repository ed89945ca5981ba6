import { type AdminBlog, apiPaths, type Page, type PublishState, type SuccessData } from '@hvac/contracts';
import { api, apiUrl } from '../../../lib/api-client';

// Posts of every state, or of one.
export async function getBlogs(state: PublishState | null): Promise<Page<AdminBlog>> {
  const searchParams = new URLSearchParams({ limit: '100', ...(state ? { state } : {}) });
  const reply = await api.get(apiUrl(apiPaths.adminBlogs), { searchParams }).json<SuccessData<Page<AdminBlog>>>();
  return reply.data;
}
