import { loadSiteSettings } from '../lib/site-settings.server';

// The site's own icons, shared with the admin's manifest.
export const manifestIcons = [
  { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
  { src: '/apple-touch-icon.png', sizes: '180x180', type: 'image/png' },
];

export function manifestResponse(body: Record<string, unknown>): Response {
  // The gateway keeps its public files an hour unless told otherwise; a renamed business must show within
  // seconds like the pages, so it keeps this one for a second.
  return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/manifest+json', 'X-Accel-Expires': '1' } });
}

// The web app manifest, named after the business of the owner's site settings.
export async function loader() {
  const { businessName } = await loadSiteSettings();
  const body = {
    name: businessName,
    short_name: businessName.split(' ')[0],
    start_url: '/',
    display: 'browser',
    background_color: '#ffffff',
    theme_color: '#0b1f3a',
    icons: manifestIcons,
  };
  return manifestResponse(body);
}
