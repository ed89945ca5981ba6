import { apiPaths, type Blog, type SuccessData } from '@hvac/contracts';
import { api, apiUrl } from '../../../lib/api-client';

// The admin always asks the server again (no-cache revalidates the public cache entry), so a save
// shows at once.
export async function getBlogs(): Promise<Blog[]> {
  const reply = await api.get(apiUrl(apiPaths.blogs), { cache: 'no-cache' }).json<SuccessData<Blog[]>>();
  return reply.data;
}
