import type { SiteSettings } from '@hvac/contracts';
import { siteSettingsSchema } from '@hvac/contracts/schemas';
import { schemaResolver } from '../../kit/hooks/use-schema-form';

// The settings form's resolver: the schema content-api validates the save with (siteSettingsSchema in
// @hvac/contracts), so a field fails here exactly when the server would refuse it, with the server's words,
// keyed by the path the server names too ("phones.main", "testimonials.0.consentDate").
export const settingsResolver = schemaResolver<SiteSettings>(siteSettingsSchema);

// The server's 400 names the field first ("phones.main must be ..."); the form shows it there.
export function fieldOfServerMessage(message: string, settings: SiteSettings): string | null {
  const path = /^([A-Za-z]+(?:\.[A-Za-z0-9]+)*)[ :]/.exec(message)?.[1];
  const top = path?.split('.')[0];
  return path && top && Object.hasOwn(settings, top) ? path : null;
}
