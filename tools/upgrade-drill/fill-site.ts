// Fills a running site with a small data set of every kind an owner creates, through the public API
// only (the gateway's address): images, posts using them, town pages, enquiries, newsletter
// subscribers, staff invitations and changed site settings. Reusable by any drill that needs a site
// with content (upgrade, restore). The enquiry and newsletter counts stay under content-api's form limit
// (5 per client in 10 minutes), leaving one enquiry for the smoke test.
import { apiPaths, type Blog, type Category, type LocationPage, type SiteSettings, type SiteSettingsRecord, type SuccessData, type UserInfo } from '@hvac/contracts';
import sharp from 'sharp';

export type FillCounts = { images: number; posts: number; townPages: number; enquiries: number; subscribers: number; invitations: number; settings: number };
export type FilledSite = { counts: FillCounts; pages: string[]; imageUrls: string[] };

async function ok(res: Response, status: number, what: string): Promise<Response> {
  if (res.status !== status) throw new Error(`${what}: ${res.status} ${(await res.text()).slice(0, 300)}`);
  return res;
}

export async function fillSite(site: string, admin: { email: string; password: string }, label = 'drill'): Promise<FilledSite> {
  const json = { 'content-type': 'application/json' };
  const login = (await (
    await ok(await fetch(`${site}${apiPaths.login}`, { method: 'POST', headers: json, body: JSON.stringify(admin) }), 200, 'sign-in')
  ).json()) as UserInfo;
  const auth = { authorization: `Bearer ${login.token}` };
  const counts: FillCounts = { images: 0, posts: 0, townPages: 0, enquiries: 0, subscribers: 0, invitations: 0, settings: 0 };
  const pages: string[] = ['/', '/blog'];
  const imageUrls: string[] = [];

  const colours = [
    { r: 200, g: 90, b: 30 },
    { r: 30, g: 120, b: 200 },
    { r: 40, g: 160, b: 80 },
    { r: 220, g: 200, b: 40 },
  ];
  for (const [i, background] of colours.entries()) {
    const png = await sharp({ create: { width: 800 + i * 40, height: 450, channels: 3, background } }).png().toBuffer();
    const form = new FormData();
    form.append('image', new Blob([png], { type: 'image/png' }), `${label}-${i}.png`);
    form.append('alt', `${label} test card ${i + 1}`);
    const res = await ok(await fetch(`${site}${apiPaths.upload}`, { method: 'POST', headers: auth, body: form }), 201, 'upload');
    imageUrls.push((await res.text()).trim());
    counts.images++;
  }

  const categories = ((await (await ok(await fetch(`${site}${apiPaths.categories}`), 200, 'categories')).json()) as SuccessData<Category[]>).data;
  const category = categories.find((c) => c.category !== 'All') ?? categories[0];
  if (!category) throw new Error('no category to file posts under');
  for (let i = 0; i < 6; i++) {
    const title = `${label} post ${i + 1}: keeping a furnace efficient`;
    const res = await fetch(`${site}${apiPaths.blogs}`, {
      method: 'POST',
      headers: { ...auth, ...json },
      body: JSON.stringify({
        title,
        brief_paragraph: `<p>Post ${i + 1} of the ${label} data set.</p>`,
        blog_image: imageUrls[i % imageUrls.length],
        published_date: new Date(Date.now() - (i + 1) * 86_400_000).toISOString().slice(0, 10),
        category: category.category_id,
        metaTitle: title,
        metaDescription: `Post ${i + 1} of the ${label} data set`,
        canonicalLink: `${site}/blog/${label}-post-${i + 1}`,
        blogs_content: [
          { heading: 'Filters', paragraph: '<p>Change the filter every three months.</p>' },
          { heading: 'Service', paragraph: '<p>Book a yearly inspection before the cold season.</p>' },
        ],
      }),
    });
    const post = ((await (await ok(res, 201, 'POST /blogs')).json()) as SuccessData<Blog>).data;
    pages.push(`/blog/${post.slug_url}`);
    counts.posts++;
  }

  for (const town of ['Milton', 'Oakville', 'Halton Hills', 'Burlington']) {
    const slug = `${label}-${town.toLowerCase().replace(/\s+/g, '-')}`;
    const page: Omit<LocationPage, 'location_id' | 'updated_at'> = {
      slug_url: slug,
      main_heading: `Heating and cooling in ${town}`,
      main_paragraph: `<p>Furnaces, air conditioners and gas lines in ${town}.</p>`,
      highlighted_heading: `24/7 service in ${town}`,
      heading_1: 'Furnace repair',
      heading_2: 'Air conditioning',
      heading_3: 'Gas lines',
      heading_4: 'Maintenance plans',
      paragraph_1: '<p>Same-day repairs.</p>',
      paragraph_2: '<p>Installation and service.</p>',
      paragraph_3: '<p>Licensed gas fitters.</p>',
      paragraph_4: '<p>Yearly inspections.</p>',
      meta_title: `HVAC in ${town}`,
      meta_keywords: `hvac, ${town.toLowerCase()}`,
      meta_link: `${site}/${slug}`,
      meta_description: `Heating and cooling services in ${town}`,
    };
    const res = await fetch(`${site}${apiPaths.createLocationPage}`, { method: 'POST', headers: { ...auth, ...json }, body: JSON.stringify(page) });
    const created = ((await (await ok(res, 201, 'POST location page')).json()) as SuccessData<LocationPage>).data;
    pages.push(`/location/${created.slug_url}`);
    counts.townPages++;
  }

  const stamp = Date.now();
  for (let i = 0; i < 3; i++) {
    const res = await fetch(`${site}${apiPaths.contactForm}`, {
      method: 'POST',
      headers: { ...json, origin: site },
      body: JSON.stringify({
        formType: 'Get in Touch Form',
        name: `Visitor ${i + 1}`,
        email: `${label}-visitor-${i + 1}-${stamp}@example.org`,
        subject: `Furnace noise ${i + 1}`,
        message: `Enquiry ${i + 1} of the ${label} data set.`,
        startedAt: Date.now() - 60_000,
      }),
    });
    await ok(res, 200, 'contact form');
    counts.enquiries++;
  }
  for (let i = 0; i < 3; i++) {
    const res = await fetch(`${site}${apiPaths.newsletter}`, {
      method: 'POST',
      headers: { ...json, origin: site },
      body: JSON.stringify({ formType: 'Newsletter', email: `${label}-reader-${i + 1}-${stamp}@example.org`, sourcePage: '/blog', startedAt: Date.now() - 60_000 }),
    });
    await ok(res, 200, 'newsletter');
    counts.subscribers++;
  }

  for (const role of ['editor', 'admin']) {
    const res = await fetch(`${site}/api/users/invitations`, { method: 'POST', headers: { ...auth, ...json }, body: JSON.stringify({ email: `${label}-${role}-${stamp}@example.org`, role }) });
    await ok(res, 201, `invite ${role}`);
    counts.invitations++;
  }

  const settingsRes = await ok(await fetch(`${site}${apiPaths.adminSettings}`, { headers: auth }), 200, 'GET settings');
  const { settings } = ((await settingsRes.json()) as SuccessData<SiteSettingsRecord>).data;
  const changed: SiteSettings = { ...settings, mailingAddress: `PO Box ${stamp % 10_000}, Milton ON L9T 0A1` };
  await ok(await fetch(`${site}${apiPaths.adminSettings}`, { method: 'PUT', headers: { ...auth, ...json }, body: JSON.stringify(changed) }), 200, 'PUT settings');
  counts.settings++;

  return { counts, pages, imageUrls };
}
