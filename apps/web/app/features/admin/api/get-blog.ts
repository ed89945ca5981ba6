import { apiPaths, type Blog, type SuccessData } from '@hvac/contracts';
import { api, apiUrl } from '../../../lib/api-client';

export async function getBlog(id: number): Promise<Blog> {
  const reply = await api.get(apiUrl(apiPaths.singleBlog(id)), { cache: 'no-cache' }).json<SuccessData<Blog>>();
  return reply.data;
}
