import { business } from '@hvac/site';

// The web app manifest, built from the business identity so the name lives in one place.
export function loader() {
  const body = {
    name: business.name,
    short_name: business.name.split(' ')[0],
    start_url: '/',
    display: 'browser',
    background_color: '#ffffff',
    theme_color: '#0b1f3a',
    icons: [
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
      { src: '/apple-touch-icon.png', sizes: '180x180', type: 'image/png' },
    ],
  };
  return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/manifest+json' } });
}
