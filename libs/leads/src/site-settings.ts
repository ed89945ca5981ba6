import type { SiteSettings } from '@hvac/contracts';
import { defaultSiteSettings } from '@hvac/site';
import type { SiteSettingsEntity } from './entities/site-settings.entity';

// The settings in force: the saved document, or the first-start defaults until the owner saves. A
// field added to the settings after the last save reads its default.
export function siteSettingsOf(row: SiteSettingsEntity | null): SiteSettings {
  return row ? { ...defaultSiteSettings, ...row.document } : defaultSiteSettings;
}
