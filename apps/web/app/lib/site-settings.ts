import { type PublicSiteSettings, publicSiteSettings } from '@hvac/contracts';
import { defaultSiteSettings } from '@hvac/site';
import { useRouteLoaderData } from 'react-router';

// What the public pages show of the owner's site settings: GET /api/settings's allow-listed subset.
export type { PublicSiteSettings } from '@hvac/contracts';

export type SiteSettingsData = { siteSettings: PublicSiteSettings };

// The public layout's loader reads the settings once per page; every page, header and footer below it
// takes them from there.
export const publicLayoutRouteId = 'routes/public-layout';

export const firstStartSettings = publicSiteSettings(defaultSiteSettings);

// Before the layout's data exists (an error above it), the first-start defaults stand in.
export function useSiteSettings(): PublicSiteSettings {
  return useRouteLoaderData<SiteSettingsData>(publicLayoutRouteId)?.siteSettings ?? firstStartSettings;
}

// Meta functions read the same data through `matches`.
export function siteSettingsFromMatches(matches: readonly ({ id: string; data?: unknown; loaderData?: unknown } | undefined)[]): PublicSiteSettings {
  const layout = matches.find((m) => m?.id === publicLayoutRouteId);
  return ((layout?.loaderData ?? layout?.data) as SiteSettingsData | undefined)?.siteSettings ?? firstStartSettings;
}

// The formatting the mails share with the pages.
export { dayName, formatOpeningHours, formatStreetAddress, formatTime } from '@hvac/site';
