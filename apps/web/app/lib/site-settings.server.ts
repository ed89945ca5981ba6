import { apiPaths, type SuccessData } from '@hvac/contracts';
import { getFromContentApi } from './content-api.server';
import { firstStartSettings, type PublicSiteSettings } from './site-settings';

// The last settings content-api gave: while it cannot answer, pages keep showing them rather than the
// first-start placeholders (which would publish fictional phone numbers).
let lastRead: PublicSiteSettings | undefined;

export async function loadSiteSettings(): Promise<PublicSiteSettings> {
  const reply = await getFromContentApi<SuccessData<PublicSiteSettings>>(apiPaths.settings);
  if (reply.ok) lastRead = reply.value.data;
  return lastRead ?? firstStartSettings;
}
