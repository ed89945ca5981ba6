import { historyPaths, type Redirect, type SuccessData } from '@hvac/contracts';
import { api, apiUrl } from '../../../lib/api-client';

export async function getRedirects(): Promise<Redirect[]> {
  const reply = await api.get(apiUrl(historyPaths.adminRedirects), { cache: 'no-cache' }).json<SuccessData<Redirect[]>>();
  return reply.data;
}
