import { apiPaths, type SiteSettings, type SiteSettingsRecord, type SuccessData, type UserInfo } from '@hvac/contracts';
import { admin } from './admin/admin-env';
import { baseUrl } from './support/stack';

// The business facts are the owner's settings: a fact cleared in the settings leaves every page as served
// without JavaScript, and the HVACBusiness structured data. Puts the settings back at the end.
describe('business facts', () => {
  let headers: Record<string, string>;
  let original: SiteSettings;
  const save = async (settings: SiteSettings) => {
    const reply = await fetch(`${baseUrl}${apiPaths.adminSettings}`, { method: 'PUT', headers, body: JSON.stringify(settings) });
    expect(reply.status).toBe(200);
  };
  const html = async (path: string) => (await fetch(`${baseUrl}${path}`)).text();
  const business = (page: string) =>
    [...page.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)]
      .flatMap((m) => [JSON.parse(m[1] ?? 'null') as unknown].flat())
      .find((item) => (item as { '@type'?: string })['@type'] === 'HVACBusiness') as Record<string, unknown>;
  // The gateway may serve a page's previous copy once while it refreshes it.
  const until = async (path: string, holds: (page: string) => boolean) => {
    const deadline = Date.now() + 10_000;
    for (let page = await html(path); ; page = await html(path)) {
      if (holds(page)) return page;
      if (Date.now() > deadline) throw new Error(`${path} did not change within 10 s`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };

  beforeAll(async () => {
    const login = (await (await fetch(`${baseUrl}${apiPaths.login}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(admin) })).json()) as UserInfo;
    headers = { Authorization: `Bearer ${login.token}`, 'Content-Type': 'application/json' };
    original = ((await (await fetch(`${baseUrl}${apiPaths.adminSettings}`, { headers })).json()) as SuccessData<SiteSettingsRecord>).data.settings;
  });
  afterAll(() => save(original));

  it('states each fact with its registration number, and drops every one the owner clears', async () => {
    const facts = original.business;
    const tssa = { label: 'TSSA-registered contractor', registrationNumber: '000777', verificationUrl: 'https://www.tssa.org/' };
    await save({ ...original, business: { ...facts, legalName: 'Owner Legal Name Inc.', foundedYear: 1990, credentials: [tssa, { label: 'HRAI member', registrationNumber: '', verificationUrl: null }] } });
    const about = await until('/about', (page) => page.includes('000777'));
    expect(about).toContain('Since 1990');
    expect(about).toContain('TSSA-registered contractor (no. 000777)');
    expect(business(about)).toMatchObject({ legalName: 'Owner Legal Name Inc.', foundingDate: '1990' });
    expect(business(about)['hasCredential']).toContainEqual({ '@type': 'EducationalOccupationalCredential', name: 'TSSA-registered contractor', identifier: '000777', url: 'https://www.tssa.org/' });
    expect(await until('/privacy', (page) => page.includes('Owner Legal Name Inc.'))).toContain('Owner Legal Name Inc.');

    await save({ ...original, business: { legalName: '', town: '', foundedYear: null, credentials: [{ ...tssa, label: '' }, { label: 'HRAI member', registrationNumber: '', verificationUrl: null }] } });
    // Every fact either save showed: a copy served from before the first save has the original ones.
    const clearedFacts = /TSSA|000777|Since 1990|since 1990|Owner Legal Name|Licensed G1 and G2|Financing available/g;
    for (const path of ['/', '/about', '/services', '/privacy', '/contact']) {
      const page = await until(path, (p) => p.match(clearedFacts) === null);
      const ld = business(page);
      expect(ld).not.toHaveProperty('foundingDate');
      expect(ld).not.toHaveProperty('legalName');
      expect(ld['hasCredential']).toEqual([{ '@type': 'EducationalOccupationalCredential', name: 'HRAI member' }]);
    }
  });

  it("states on the privacy page the retention periods the owner set, as served without JavaScript", async () => {
    await save({ ...original, enquiryRetentionMonths: 18, analytics: { retentionDays: 45 } });
    // React's markers between text and values are not part of what a reader sees.
    const text = (await until('/privacy', (page) => page.includes('18 months'))).replace(/<!-- -->/g, '').replace(/\s+/g, ' ');
    expect(text).toContain('Once we close it, it is deleted automatically, with our notes on it, 18 months later.');
    expect(text).toContain('The individual notes of visits described above are deleted after 45 days.');
    expect(text).not.toContain('nothing is deleted automatically');
  });
});
