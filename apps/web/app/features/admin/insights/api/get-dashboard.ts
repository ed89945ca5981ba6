import { apiPaths, type Dashboard, type SuccessData } from '@hvac/contracts';
import { api, apiUrl } from '../../../../lib/api-client';

export async function getDashboard(): Promise<Dashboard> {
  const reply = await api.get(apiUrl(apiPaths.adminDashboard), { cache: 'no-store' }).json<SuccessData<Dashboard>>();
  return reply.data;
}
