import type { SiteSettingsRecord } from '@hvac/contracts';
import { adminApi } from '../../../../lib/admin-api';

export async function getSettings(): Promise<SiteSettingsRecord> {
  const reply = await adminApi.get('/api/admin/settings', { cache: 'no-cache' });
  return reply.data;
}
