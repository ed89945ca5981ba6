import { loadSiteSettings } from '../../lib/site-settings.server';
import { manifestIcons, manifestResponse } from '../site-webmanifest';

// The admin portal installed to a phone's home screen: opens on /admin as an app of its own, and only /admin/* stays in it.
export async function loader() {
  const { businessName } = await loadSiteSettings();
  return manifestResponse({
    id: '/admin',
    name: `${businessName} Admin`,
    short_name: 'Admin',
    start_url: '/admin',
    scope: '/admin',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#0b1f3a',
    icons: manifestIcons,
  });
}
