import { type AdminBlog, apiPaths, type Page, type PublishState, type SuccessData } from '@hvac/contracts';
import { api, apiUrl } from '../../../lib/api-client';

// Posts of every state, or of one (scheduled ones soonest first).
export async function getBlogs(state: PublishState | null, limit = 100): Promise<Page<AdminBlog>> {
  const searchParams = new URLSearchParams({ limit: String(limit), ...(state ? { state } : {}) });
  const reply = await api.get(apiUrl(apiPaths.adminBlogs), { searchParams, cache: 'no-store' }).json<SuccessData<Page<AdminBlog>>>();
  return reply.data;
}
