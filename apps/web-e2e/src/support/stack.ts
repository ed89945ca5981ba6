import { apiPaths, type Blog, type LocationPage, type SuccessData } from '@hvac/contracts';
import { services } from '@hvac/site';

export const baseUrl = (process.env.BASE_URL ?? 'http://localhost:8080').replace(/\/$/, '');

export type PublicRoute = { path: string; h1: RegExp | string; title: RegExp };

async function getJson<T>(path: string): Promise<T | null> {
  try {
    const res = await fetch(`${baseUrl}${path}`, { signal: AbortSignal.timeout(10_000) });
    return res.ok ? ((await res.json()) as T) : null;
  } catch {
    return null;
  }
}

// A real post and location page from the running stack, so their routes are tested with real data.
export async function discoverContent(): Promise<{ post: Blog | null; location: LocationPage | null }> {
  const blogs = await getJson<SuccessData<Blog[]>>(apiPaths.blogs);
  const pages = await getJson<SuccessData<LocationPage[]>>(apiPaths.locationPages);
  return { post: blogs?.data?.[0] ?? null, location: pages?.data?.[0] ?? null };
}

export function postPath(post: Blog): string {
  return `/blog/${post.slug_url.trim().toLowerCase().replace(/\s+/g, '-')}`;
}

// The public routes whose address is known before the stack runs; a post and a location page are added from it.
export const staticPublicRoutes: readonly PublicRoute[] = [
  { path: '/', h1: 'Take care of the heart of your home', title: /Heating, Cooling/ },
  { path: '/about', h1: 'ABOUT', title: /About Us/ },
  { path: '/services', h1: 'Services', title: /^Services/ },
  ...services.map((s) => ({ path: `/services/${s.slug}`, h1: s.title, title: /\|/ })),
  { path: '/blog', h1: 'Blog', title: /^Blog/ },
  { path: '/contact', h1: 'Contact', title: /Contact/ },
  { path: '/thank-you', h1: 'Thank you for submitting your request', title: /Thank You/ },
  { path: '/privacy', h1: 'Privacy', title: /^Privacy/ },
  { path: '/accessibility', h1: 'Accessibility', title: /^Accessibility/ },
];

// Names for every public route, known when jest names the tests (before they run): the static paths,
// then the post and location page resolved from the running stack by resolvePublicRoute.
export const publicRouteKeys: readonly string[] = [...staticPublicRoutes.map((r) => r.path), 'a blog post', 'a location page'];

export function resolvePublicRoute(routes: readonly PublicRoute[], key: string): PublicRoute {
  const route = key === 'a blog post' ? routes.find((r) => r.path.startsWith('/blog/')) : key === 'a location page' ? routes.find((r) => r.path.startsWith('/location/')) : routes.find((r) => r.path === key);
  if (!route) throw new Error(`No ${key} in the running stack (seed content first)`);
  return route;
}

// The public routes of the running stack, read once before a spec file's tests; the result resolves a key.
export function usePublicRoutes(): (key: string) => PublicRoute {
  let routes: PublicRoute[] = [];
  beforeAll(async () => {
    routes = await publicRoutes();
  });
  return (key) => resolvePublicRoute(routes, key);
}

export async function publicRoutes(): Promise<PublicRoute[]> {
  const { post, location } = await discoverContent();
  const routes: PublicRoute[] = [...staticPublicRoutes];
  if (post) routes.push({ path: postPath(post), h1: post.title, title: new RegExp(escapeRegExp((post.metaTitle || post.title).slice(0, 20))) });
  if (location) routes.push({ path: `/location/${location.slug_url}`, h1: location.main_heading, title: new RegExp(escapeRegExp((location.meta_title || location.main_heading).slice(0, 20))) });
  return routes;
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export function screenshotName(path: string, width: number): string {
  const name = path === '/' ? 'home' : path.replace(/^\//, '').replace(/[^a-z0-9]+/gi, '-');
  return `${name}-${width}.png`;
}
