import { apiPaths, type SuccessMessage } from '@hvac/contracts';
import { api, apiUrl } from '../../../lib/api-client';

export async function deleteBlog(id: number): Promise<string> {
  const reply = await api.delete(apiUrl(apiPaths.blog(id))).json<SuccessMessage>();
  return reply.message;
}
