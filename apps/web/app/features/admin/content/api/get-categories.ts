import { apiPaths, type Category, type SuccessData } from '@hvac/contracts';
import { api, apiUrl } from '../../../../lib/api-client';

export async function getCategories(): Promise<Category[]> {
  const reply = await api.get(apiUrl(apiPaths.categories), { cache: 'no-cache' }).json<SuccessData<Category[]>>();
  return reply.data;
}
