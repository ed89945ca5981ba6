import { services, type ServiceSlug } from '@hvac/site';

// The services' illustrations live in assets/illustrations/services, each named by its service's slug
// (heating-systems.svg). `files` is what the build's import.meta.glob hands over for that folder (a URL per
// path); each service gets its own, so a new service needs only its drawing in the folder.
export function perService(files: Record<string, string>): Readonly<Record<ServiceSlug, string>> {
  const byName = new Map(Object.entries(files).map(([file, url]) => [file.replace(/^.*\/|\.svg$/g, ''), url]));
  return Object.fromEntries(services.map(({ slug }) => [slug, byName.get(slug) ?? ''])) as Record<ServiceSlug, string>;
}

// One illustration per service (480x300), hashed by the build and served under /assets/.
export const serviceArt = perService(import.meta.glob<string>('../assets/illustrations/services/*.svg', { eager: true, import: 'default' }));

export const serviceArtSize = { width: 480, height: 300 } as const;
