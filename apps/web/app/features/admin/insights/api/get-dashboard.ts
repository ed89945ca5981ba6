import type { Dashboard } from '@hvac/contracts';
import { adminApi } from '../../../../lib/admin-api';

export async function getDashboard(): Promise<Dashboard> {
  const reply = await adminApi.get('/api/admin/dashboard', { cache: 'no-store' });
  return reply.data;
}
