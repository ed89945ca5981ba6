import { apiPaths, type SiteSettings, type SiteSettingsRecord, type SuccessData } from '@hvac/contracts';
import { api, apiUrl } from '../../../../lib/api-client';
import { ifMatch } from '../../kit/utils/stale-save';

// Replaces the whole settings document edited from `version` (a newer one stored: 409); resolves to the saved version.
export async function saveSettings(settings: SiteSettings, version: number): Promise<SiteSettingsRecord> {
  const reply = await api.put(apiUrl(apiPaths.adminSettings), { json: settings, headers: ifMatch(version) }).json<SuccessData<SiteSettingsRecord>>();
  return reply.data;
}
