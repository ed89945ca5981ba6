import { apiPaths, type SiteSettingsRecord, type SuccessData } from '@hvac/contracts';
import { api, apiUrl } from '../../../../lib/api-client';

export async function getSettings(): Promise<SiteSettingsRecord> {
  const reply = await api.get(apiUrl(apiPaths.adminSettings), { cache: 'no-cache' }).json<SuccessData<SiteSettingsRecord>>();
  return reply.data;
}
