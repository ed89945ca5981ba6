import { type AdminBlog, apiPaths, type SuccessData } from '@hvac/contracts';
import { api, apiUrl } from '../../../lib/api-client';

// Any post whatever its state (the public read knows published posts only).
export async function getBlog(id: number): Promise<AdminBlog> {
  const reply = await api.get(apiUrl(apiPaths.adminBlog(id))).json<SuccessData<AdminBlog>>();
  return reply.data;
}
