import type { SiteSettings } from '@hvac/contracts';
import { defaultSiteSettings, withSettingsDefaults } from '@hvac/site';
import type { SiteSettingsEntity } from './site-settings.entity';

// The settings in force: the saved document, or the first-start defaults until the owner saves.
export function siteSettingsOf(row: SiteSettingsEntity | null): SiteSettings {
  return row ? withSettingsDefaults(row.document) : defaultSiteSettings;
}
