import { apiPaths, type SiteSettings, type SiteSettingsRecord, type SuccessData } from '@hvac/contracts';
import { api, apiUrl } from '../../../../lib/api-client';
import { ifMatch } from '../../kit/utils/stale-save';
import { type AdminActionReply, adminActionReply } from '../../kit/utils/admin-action';

// Replaces the whole settings document edited from `version` (a newer one stored: 409); resolves to the saved version.
export async function saveSettings(settings: SiteSettings, version: number): Promise<SiteSettingsRecord> {
  const reply = await api.put(apiUrl(apiPaths.adminSettings), { json: settings, headers: ifMatch(version) }).json<SuccessData<SiteSettingsRecord>>();
  return reply.data;
}

// The settings screen's action: the whole document edited from `version`, posted as JSON; the reply carries
// the stored record so the form goes on from it.
export type SettingsSaveReply = AdminActionReply & { record?: SiteSettingsRecord };

export async function saveSettingsAction(request: Request): Promise<SettingsSaveReply> {
  const { settings, version } = (await request.json()) as { settings: SiteSettings; version: number };
  let record: SiteSettingsRecord | undefined;
  const reply = await adminActionReply(async () => {
    record = await saveSettings(settings, version);
    return 'Settings saved. The site shows them within two seconds.';
  }, 'The settings could not be saved. Please try again.');
  return { ...reply, record };
}
