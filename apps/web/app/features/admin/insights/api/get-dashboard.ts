import { type Dashboard, type SuccessData } from '@hvac/contracts';
import { adminApi } from '../../../../lib/admin-api';

export async function getDashboard(): Promise<Dashboard> {
  const reply = await adminApi.response.get('/api/admin/dashboard', { cache: 'no-store' }).json<SuccessData<Dashboard>>();
  return reply.data;
}
