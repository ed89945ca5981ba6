import type { Blog, LocationPage } from '@hvac/contracts';
import { DomUtils, parseDocument } from 'htmlparser2';
import { xssPayloads } from './fixtures/xss-payloads';
import { call, startTestApp, type TestApp } from './test-app';

const forbiddenElements = new Set([
  'script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'svg', 'math', 'form', 'input', 'button',
  'select', 'textarea', 'base', 'link', 'meta', 'template', 'noscript', 'xmp', 'isindex', 'keygen', 'body', 'html',
]);
const urlAttributes = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'background', 'poster', 'data', 'srcset', 'cite', 'lowsrc', 'dynsrc']);

// Problems a browser would act on: script-capable elements, event handlers, inline CSS and
// script-bearing URL schemes (after entity decoding, whitespace and control characters removed).
function dangers(html: string): string[] {
  const found: string[] = [];
  const doc = parseDocument(html, { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true });
  for (const el of DomUtils.findAll(() => true, doc.children)) {
    if (forbiddenElements.has(el.name)) found.push(`<${el.name}>`);
    for (const [name, value] of Object.entries(el.attribs)) {
      if (name.startsWith('on')) found.push(`${name} on <${el.name}>`);
      if (name === 'style') found.push(`style on <${el.name}>`);
      // eslint-disable-next-line no-control-regex -- browsers ignore these inside a URL scheme
      const compact = value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
      if (urlAttributes.has(name) && /(^|,)(javascript|vbscript|data|livescript):/.test(compact)) found.push(`${name}=${value}`);
      if (urlAttributes.has(name) && compact.startsWith('//')) found.push(`protocol-relative ${name}`);
    }
    if (el.name === 'a' && el.attribs['href'] !== undefined && !(el.attribs['rel'] ?? '').split(/\s+/).includes('noopener')) {
      found.push('link without rel=noopener');
    }
  }
  return found;
}

// A rich-text image without alt text is refused (400) before anything is stored, so each payload's
// images get an alt attribute and what is left of them still goes through the sanitiser.
const withAlt = (payload: string) => payload.replace(/<img(?=[\s/>])/gi, '<img alt="probe" ');

describe('stored XSS', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('has at least 50 payloads', () => {
    expect(xssPayloads.length).toBeGreaterThanOrEqual(50);
    // The checker itself must see the danger in the raw payloads, or the test could not fail.
    const caught = xssPayloads.filter((p) => dangers(p).length > 0);
    expect(caught.length).toBeGreaterThanOrEqual(50);
  });

  it('comes back harmless from every blog HTML field', async () => {
    for (const [i, payload] of xssPayloads.entries()) {
      const html = withAlt(payload);
      const created = await call<{ data: Blog }>(t, 'POST', '/blogs', {
        body: { title: `XSS probe ${i}`, category: 2, brief_paragraph: html, blogs_content: [{ heading: 'Probe', paragraph: html }] },
      });
      expect({ i, status: created.status }).toEqual({ i, status: 201 });
      const { data } = (await call<{ data: Blog }>(t, 'GET', `/single-blog/${created.body.data.blog_id}`)).body;
      const fields = { brief_paragraph: data.brief_paragraph, 'blogs_content[0].paragraph': data.blogs_content[0]?.paragraph ?? '' };
      for (const [field, stored] of Object.entries(fields)) expect({ payload, field, dangers: dangers(stored) }).toEqual({ payload, field, dangers: [] });
    }
  });

  it('comes back harmless from every location page HTML field', async () => {
    const htmlFields = ['main_paragraph', 'paragraph_1', 'paragraph_2', 'paragraph_3', 'paragraph_4'] as const;
    for (const [i, payload] of xssPayloads.entries()) {
      // The introduction keeps enough text to be a page at all (before the payload, which may swallow what follows).
      const html = withAlt(payload);
      const body = {
        main_heading: `XSS probe page ${i}`,
        meta_title: 'Probe',
        meta_description: 'Probe page',
        ...Object.fromEntries(htmlFields.map((f) => [f, html])),
        main_paragraph: `<p>Same-day furnace and air conditioning repair for homes and businesses in town.</p>${html}`,
      };
      const created = await call<{ data: LocationPage }>(t, 'POST', '/api/locationpages/create', { body });
      expect({ i, status: created.status }).toEqual({ i, status: 201 });
      const { data } = (await call<{ data: LocationPage }>(t, 'GET', `/api/locationpages/${created.body.data.location_id}`)).body;
      for (const field of htmlFields) expect({ payload, field, dangers: dangers(data[field]) }).toEqual({ payload, field, dangers: [] });
    }
  });

  it('sanitises on update too and keeps ordinary editorial HTML intact', async () => {
    const created = await call<{ data: Blog }>(t, 'POST', '/blogs', { body: { title: 'Editorial HTML', category: 2 } });
    const editorial =
      '<h2>Signs</h2><p>Your <strong>furnace</strong> is <em>short-cycling</em>.</p><ul><li>one</li><li>two</li></ul><p><a href="https://example.com/guide">guide</a> and <a href="/contact">contact</a></p><blockquote>Quote</blockquote><img src="/media/images/a.jpg" alt="Furnace">';
    const res = await call<{ data: Blog }>(t, 'PUT', `/blogs/${created.body.data.blog_id}`, {
      body: { title: 'Editorial HTML', category: 2, brief_paragraph: `${editorial}<script>alert(1)</script>`, blogs_content: [{ heading: 'x', paragraph: '<img src=x alt="" onerror=alert(1)>' }] },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.brief_paragraph).toBe(
      '<h2>Signs</h2><p>Your <strong>furnace</strong> is <em>short-cycling</em>.</p><ul><li>one</li><li>two</li></ul><p><a href="https://example.com/guide" rel="noopener">guide</a> and <a href="/contact" rel="noopener">contact</a></p><blockquote>Quote</blockquote><img src="/media/images/a.jpg" alt="Furnace" loading="lazy" decoding="async" />',
    );
    expect(res.body.data.blogs_content).toEqual([{ heading: 'x', paragraph: '<img src="x" alt="" loading="lazy" decoding="async" />' }]);
  });
});
