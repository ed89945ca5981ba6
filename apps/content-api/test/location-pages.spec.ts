import { contentLimits, type LocationPage } from '@hvac/contracts';
import { call, conditionalGet, startTestApp, type TestApp } from './test-app';

type Reply<T> = { status: string; data: T; message: string };

const page = (overrides: Record<string, unknown> = {}) => ({
  main_heading: `Furnace repair in Acton ${Math.random().toString(36).slice(2, 8)}`,
  main_paragraph: '<p>Same-day furnace and air conditioning repair for homes and businesses in Acton.</p>',
  highlighted_heading: 'Call today',
  heading_1: 'One',
  heading_2: 'Two',
  heading_3: 'Three',
  heading_4: 'Four',
  paragraph_1: '<p>1</p>',
  paragraph_2: '<p>2</p>',
  paragraph_3: '<p>3</p>',
  paragraph_4: '<p>4</p>',
  meta_title: 'Furnace repair in Acton',
  meta_keywords: 'acton furnace',
  meta_link: 'https://example.com/location/acton',
  meta_description: 'Furnace repair in Acton, Ontario',
  ...overrides,
});

describe('location pages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('serves all six calls with {status, data, message}', async () => {
    const created = await call<Reply<LocationPage>>(t, 'POST', '/api/locationpages/create', { body: page({ slug_url: 'Acton Furnace Repair' }) });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: 'success', message: expect.any(String), data: { slug_url: 'acton-furnace-repair' } });
    const id = created.body.data.location_id;

    const list = await call<Reply<LocationPage[]>>(t, 'GET', '/api/locationpages', { token: null });
    expect(list.body).toMatchObject({ status: 'success', message: expect.any(String) });
    const listed = list.body.data.find((p) => p.location_id === id);
    expect(listed).toMatchObject({ ...page(), main_heading: expect.any(String), slug_url: 'acton-furnace-repair' });

    const byId = await call<Reply<LocationPage>>(t, 'GET', `/api/locationpages/${id}`, { token: null });
    expect(byId.body).toMatchObject({ status: 'success', message: expect.any(String) });
    expect(byId.body.data).toEqual(listed);
    const bySlug = await call<Reply<LocationPage>>(t, 'GET', '/api/locationpages/url/acton-furnace-repair', { token: null });
    expect(bySlug.body.data).toEqual(listed);

    const updated = await call<Reply<LocationPage>>(t, 'PUT', `/api/locationpages/${id}`, {
      body: page({ main_heading: 'Acton HVAC', slug_url: '', paragraph_4: '<p>changed</p>' }),
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ status: 'success', message: expect.any(String), data: { slug_url: 'acton-hvac', paragraph_4: '<p>changed</p>' } });
    expect((await call(t, 'GET', '/api/locationpages/url/acton-furnace-repair')).status).toBe(404);
    expect((await call<Reply<LocationPage>>(t, 'GET', '/api/locationpages/url/acton-hvac')).body.data.paragraph_4).toBe('<p>changed</p>');

    const removed = await call<Reply<null>>(t, 'DELETE', `/api/locationpages/${id}`);
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ status: 'success', message: expect.any(String) });
    expect((await call(t, 'GET', `/api/locationpages/${id}`)).status).toBe(404);
    expect((await call(t, 'DELETE', `/api/locationpages/${id}`)).status).toBe(404);
    expect((await call(t, 'PUT', `/api/locationpages/${id}`, { body: page() })).status).toBe(404);
  });

  it('answers an unknown slug with 404 and the envelope', async () => {
    const res = await call(t, 'GET', '/api/locationpages/url/nowhere-at-all', { token: null });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ status: 'fail', message: 'Location page not found' });
    expect((await call(t, 'GET', '/api/locationpages/abc')).status).toBe(400);
    for (const slug of ['%00', 'a'.repeat(5000), '..%2F..', 'UPPER-Case']) {
      expect((await call(t, 'GET', `/api/locationpages/url/${slug}`)).status).toBe(404);
    }
  });

  it('keeps slugs unique and normalised', async () => {
    const a = await call<Reply<LocationPage>>(t, 'POST', '/api/locationpages/create', { body: page({ main_heading: 'HVAC in St. Catharines, ON' }) });
    expect(a.body.data.slug_url).toBe('hvac-in-st-catharines-on');
    const dup = await call(t, 'POST', '/api/locationpages/create', { body: page({ slug_url: 'HVAC in St Catharines ON' }) });
    expect(dup.status).toBe(409);
    expect(dup.body).toMatchObject({ status: 'fail', message: expect.stringContaining('hvac-in-st-catharines-on') });
  });

  it('validates fields with a 400 naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ main_heading: '' }, 'main_heading'],
      [{ main_heading: 'x'.repeat(contentLimits.titleMax + 1) }, 'main_heading'],
      [{ heading_3: 'x'.repeat(contentLimits.titleMax + 1) }, 'heading_3'],
      [{ meta_title: 'x'.repeat(contentLimits.metaMax + 1) }, 'meta_title'],
      [{ meta_keywords: 'x'.repeat(contentLimits.metaMax + 1) }, 'meta_keywords'],
      [{ meta_description: 'x'.repeat(contentLimits.metaMax + 1) }, 'meta_description'],
      [{ paragraph_2: 'x'.repeat(contentLimits.htmlParagraphMaxBytes + 1) }, 'paragraph_2'],
      [{ main_paragraph: 42 }, 'main_paragraph'],
      // The form's required fields are required here too, and a page cannot be empty or thin.
      [{ main_paragraph: '' }, 'main_paragraph'],
      [{ main_paragraph: '<script>alert(1)</script>' }, 'main_paragraph'],
      [{ main_paragraph: '<p>We serve Acton.</p>' }, 'main_paragraph'],
      [{ meta_title: '  ' }, 'meta_title'],
      [{ meta_description: '' }, 'meta_description'],
      [{ meta_link: 'javascript:alert(1)' }, 'meta_link'],
      [{ meta_link: 'data:text/html,hi' }, 'meta_link'],
      [{ location_name: 'x' }, 'location_name'],
    ];
    for (const [overrides, field] of cases) {
      const res = await call<Reply<unknown>>(t, 'POST', '/api/locationpages/create', { body: page(overrides) });
      expect({ field, status: res.status }).toEqual({ field, status: 400 });
      expect(res.body.message).toContain(field);
    }
    expect((await call(t, 'POST', '/api/locationpages/create', { body: page({ meta_link: '/location/acton' }) })).status).toBe(201);
    const nul = await call<Reply<LocationPage>>(t, 'POST', '/api/locationpages/create', { body: page({ main_heading: 'Nul\u0000 town', paragraph_1: '<p>a\u0000</p>', meta_keywords: '\u0000' }) });
    expect(nul.status).toBe(201);
    expect(nul.body.data).toMatchObject({ main_heading: 'Nul town', paragraph_1: '<p>a</p>', meta_keywords: '' });
  });

  it('sends ETag and Cache-Control and shows a write on the next read', async () => {
    const first = await fetch(`${t.baseUrl}/api/locationpages`);
    const etag = first.headers.get('etag') as string;
    expect(etag).toBeTruthy();
    expect(first.headers.get('cache-control')).toMatch(/max-age=\d+/);
    expect((await conditionalGet(`${t.baseUrl}/api/locationpages`, etag)).status).toBe(304);
    await call(t, 'POST', '/api/locationpages/create', { body: page() });
    expect((await conditionalGet(`${t.baseUrl}/api/locationpages`, etag)).status).toBe(200);
  });
});
