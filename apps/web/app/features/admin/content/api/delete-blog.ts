import { apiPaths, type SuccessMessage } from '@hvac/contracts';
import { api, apiUrl } from '../../../../lib/api-client';

// redirectTo: where the post's address sends visitors from now on.
export async function deleteBlog(id: number, redirectTo?: string): Promise<string> {
  const reply = await api.delete(apiUrl(apiPaths.blog(id)), { searchParams: redirectTo ? { redirectTo } : undefined }).json<SuccessMessage>();
  return reply.message;
}
