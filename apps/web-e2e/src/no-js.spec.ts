import { internationalPhone } from '@hvac/contracts';
import { defaultSiteSettings } from '@hvac/site';
import { baseUrl, publicRoutes } from './support/stack';

// What a crawler or a visitor without JavaScript receives: the plain HTML response.
describe('server-rendered HTML (no JavaScript)', () => {
  it('holds the main text, title, description, canonical, Open Graph and JSON-LD on every public route', async () => {
    const routes = await publicRoutes();
    const problems: string[] = [];
    for (const route of routes) {
      const res = await fetch(`${baseUrl}${route.path}`);
      const html = await res.text();
      const check = (ok: boolean, what: string) => {
        if (!ok) problems.push(`${route.path}: ${what}`);
      };
      check(res.status === 200, `status ${res.status}`);
      check(/<title>[^<]{10,}<\/title>/.test(html), 'title');
      check(/<meta name="description" content="[^"]{40,}"/.test(html), 'description');
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
      check(Boolean(canonical && /^https?:\/\//.test(canonical)), 'absolute canonical');
      check(/<meta property="og:title" content="[^"]+"/.test(html) && /<meta name="twitter:card"/.test(html), 'Open Graph / Twitter');
      const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1].replace(/<[^>]+>/g, '').replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'") ?? '';
      check(typeof route.h1 === 'string' ? h1.toLowerCase() === route.h1.toLowerCase() : route.h1.test(h1), `h1 "${h1}"`);
      // Some paragraph text of the page itself, not only the layout.
      check((html.match(/<p[^>]*>[^<]{40,}/g) ?? []).length >= 1, 'body text');
      const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]) as unknown);
      const types = blocks.flatMap((b) => (Array.isArray(b) ? b : [b])).map((b) => (b as { '@type': string })['@type']);
      check(types.includes('HVACBusiness'), 'HVACBusiness JSON-LD');
      if (route.path.startsWith('/services/')) check(types.includes('Service') && types.includes('FAQPage'), 'Service + FAQPage JSON-LD');
      if (route.path.startsWith('/blog/')) check(types.includes('BlogPosting'), 'BlogPosting JSON-LD');
      if (route.path !== '/' && route.path !== '/thank-you') check(types.includes('BreadcrumbList'), 'BreadcrumbList JSON-LD');
    }
    expect(problems).toEqual([]);
  });

  it('describes the business with address, phones, hours, areas and geo', async () => {
    const html = await (await fetch(`${baseUrl}/contact`)).text();
    const ld = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
      .flatMap((m) => [JSON.parse(m[1])].flat())
      .find((b: { '@type': string }) => b['@type'] === 'HVACBusiness');
    expect(ld.name).toBe(defaultSiteSettings.businessName);
    expect(ld.address.addressLocality).toBe(defaultSiteSettings.address.locality);
    expect(JSON.stringify(ld.contactPoint)).toContain(internationalPhone(defaultSiteSettings.phones.emergency));
    expect(ld.openingHoursSpecification[0].opens).toBe(defaultSiteSettings.openingHours[0]?.opens);
    expect(ld.areaServed.length).toBeGreaterThanOrEqual(12);
    expect(ld.geo.latitude).toBe(defaultSiteSettings.geo.latitude);
  });

  it('marks the thank-you page noindex and keeps public pages indexable', async () => {
    expect(await (await fetch(`${baseUrl}/thank-you`)).text()).toMatch(/<meta name="robots" content="noindex/);
    expect(await (await fetch(`${baseUrl}/services`)).text()).not.toMatch(/<meta name="robots"/);
  });
});
