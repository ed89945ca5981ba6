import { apiPaths, type SiteSettings, type SiteSettingsRecord, type SuccessData } from '@hvac/contracts';
import { api, apiUrl } from '../../../lib/api-client';

// Replaces the whole settings document; resolves to the saved version.
export async function saveSettings(settings: SiteSettings): Promise<SiteSettingsRecord> {
  const reply = await api.put(apiUrl(apiPaths.adminSettings), { json: settings }).json<SuccessData<SiteSettingsRecord>>();
  return reply.data;
}
