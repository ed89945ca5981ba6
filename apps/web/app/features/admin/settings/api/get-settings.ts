import { type SiteSettingsRecord, type SuccessData } from '@hvac/contracts';
import { adminApi } from '../../../../lib/admin-api';

export async function getSettings(): Promise<SiteSettingsRecord> {
  const reply = await adminApi.response.get('/api/admin/settings', { cache: 'no-cache' }).json<SuccessData<SiteSettingsRecord>>();
  return reply.data;
}
