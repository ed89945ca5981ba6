import {
  type Blog,
  historyPaths,
  type LocationPage,
  type MediaItem,
  mediaPrefix,
  type OgImageRead,
  type Page,
  type RevisionSummary,
  shareImageUrl,
} from '@hvac/contracts';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { ObjectStorageService } from '../src/media/object-storage.service';
import { ShareImageBackfill } from '../src/media/share-image-backfill.service';
import { call, startTestApp, type TestApp } from './test-app';

type Reply<T> = { status: string; data: T; message: string };
type SharedBlog = Blog & OgImageRead;
type SharedPage = LocationPage & OgImageRead;

// A tall photo with transparency: the share picture must still be a 1200x630 opaque JPEG.
const tallPng = () =>
  sharp({ create: { width: 500, height: 1400, channels: 4, background: { r: 30, g: 90, b: 160, alpha: 0.5 } } })
    .png()
    .toBuffer();

const location = (overrides: Record<string, unknown> = {}) => ({
  main_heading: `Furnace repair in Milton ${Math.random().toString(36).slice(2, 8)}`,
  main_paragraph: '<p>Same-day furnace and air conditioning repair for homes and businesses in Milton.</p>',
  meta_title: 'Furnace repair in Milton',
  meta_description: 'Furnace repair in Milton, Ontario',
  ...overrides,
});

describe('share pictures and images inside rich text', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  async function upload(alt: string, bytes?: Buffer): Promise<MediaItem> {
    const form = new FormData();
    form.append('image', new Blob([bytes ?? (await tallPng())], { type: 'image/png' }), 'photo.png');
    form.append(alt ? 'alt' : 'decorative', alt || 'true');
    const res = await fetch(`${t.baseUrl}/api/upload`, { method: 'POST', body: form, headers: { authorization: `Bearer ${t.adminToken}` } });
    expect(res.status).toBe(201);
    const url = await res.text();
    const library = (await call<Reply<Page<MediaItem>>>(t, 'GET', '/api/admin/media?limit=100')).body.data.items;
    return library.find((m) => m.url === url) as MediaItem;
  }

  // What the gateway serves at /media/: the same key in the bucket.
  async function fetchMedia(url: string): Promise<{ status: number; bytes: Buffer; type: string | null }> {
    const res = await fetch(`${t.env.S3_ENDPOINT}/${t.env.S3_BUCKET}/${url.slice(mediaPrefix.length)}`);
    return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()), type: res.headers.get('content-type') };
  }

  const post = (overrides: Record<string, unknown> = {}) => ({ title: `Share test ${Math.random().toString(36).slice(2, 8)}`, category: 2, ...overrides });
  const single = async (id: number) => (await call<Reply<SharedBlog>>(t, 'GET', `/single-blog/${id}`, { token: null })).body.data;

  it('makes a 1200x630 JPEG share picture of every upload beside the original', async () => {
    const image = await upload('A furnace in a basement');
    const share = await fetchMedia(shareImageUrl(image.url));
    expect(share).toMatchObject({ status: 200, type: 'image/jpeg' });
    expect(await sharp(share.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630, hasAlpha: false });
  });

  it('makes the share pictures of earlier uploads at start, once', async () => {
    const image = await upload('A condenser outside');
    // As an image uploaded before share pictures existed: no rendition recorded, and the key holds something else.
    await t.app.get(DataSource).query(`UPDATE content.media SET og_url = NULL WHERE media_id = $1`, [image.media_id]);
    const key = shareImageUrl(image.url).slice(mediaPrefix.length);
    await t.app.get(ObjectStorageService).putAll([{ key, body: await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } }).png().toBuffer(), contentType: 'image/png' }]);

    expect(await t.app.get(ShareImageBackfill).run()).toBe(1);
    const share = await fetchMedia(shareImageUrl(image.url));
    expect(await sharp(share.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    expect(await t.app.get(ShareImageBackfill).run()).toBe(0);
  });

  it("shares a post's own image by default, the chosen one otherwise, and goes back to the default on null", async () => {
    const main = await upload('A technician checking a furnace');
    const chosen = await upload('A family warm at home');
    const created = await call<Reply<SharedBlog>>(t, 'POST', '/blogs', { body: post({ blog_image: main.url }) });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ og_image_id: null, og_image: { url: shareImageUrl(main.url), alt: 'A technician checking a furnace' } });
    const id = created.body.data.blog_id;
    expect(await single(id)).toMatchObject({ og_image_id: null, og_image: { url: shareImageUrl(main.url), alt: 'A technician checking a furnace' } });

    const changed = await call<Reply<SharedBlog>>(t, 'PUT', `/blogs/${id}`, { body: post({ blog_image: main.url, og_image_id: chosen.media_id }) });
    expect(changed.status).toBe(200);
    expect(await single(id)).toMatchObject({ og_image_id: chosen.media_id, og_image: { url: shareImageUrl(chosen.url), alt: 'A family warm at home' } });
    const listed = (await call<Reply<SharedBlog[]>>(t, 'GET', '/blogs', { token: null })).body.data.find((b) => b.blog_id === id);
    expect(listed).toMatchObject({ og_image_id: chosen.media_id, og_image: { url: shareImageUrl(chosen.url) } });
    const edited = (await call<Reply<SharedBlog>>(t, 'GET', `/api/admin/blogs/${id}`)).body.data;
    expect(edited).toMatchObject({ og_image_id: chosen.media_id, og_image: { url: shareImageUrl(chosen.url) } });

    // A client that does not know the field leaves the choice alone.
    await call(t, 'PUT', `/blogs/${id}`, { body: post({ blog_image: main.url }) });
    expect((await single(id)).og_image_id).toBe(chosen.media_id);

    await call(t, 'PUT', `/blogs/${id}`, { body: post({ blog_image: main.url, og_image_id: null }) });
    expect(await single(id)).toMatchObject({ og_image_id: null, og_image: { url: shareImageUrl(main.url) } });
  });

  it('has no share picture for a post whose image is not in the media library', async () => {
    const created = await call<Reply<SharedBlog>>(t, 'POST', '/blogs', { body: post({ blog_image: 'https://example.com/furnace.jpg' }) });
    expect(await single(created.body.data.blog_id)).toMatchObject({ og_image_id: null, og_image: null });
  });

  it.each([
    ['an unknown media id', 987654, 'og_image_id: 987654 is not an image of the media library'],
    ['text', 'abc', 'og_image_id must be the media_id of an image in the media library, or null'],
    ['zero', 0, 'og_image_id must be the media_id of an image in the media library, or null'],
    ['a fraction', 1.5, 'og_image_id must be the media_id of an image in the media library, or null'],
  ])('refuses %s as og_image_id with a 400 naming the field, saving nothing', async (_name, value, message) => {
    const title = `Refused share ${Math.random().toString(36).slice(2, 8)}`;
    const res = await call<{ message: string | string[] }>(t, 'POST', '/blogs', { body: post({ title, og_image_id: value }) });
    expect(res.status).toBe(400);
    expect([res.body.message].flat().join(' ')).toContain(message);
    const pageRes = await call<{ message: string | string[] }>(t, 'POST', '/api/locationpages/create', { body: location({ og_image_id: value }) });
    expect(pageRes.status).toBe(400);
    expect([pageRes.body.message].flat().join(' ')).toContain(message);
    const all = (await call<Reply<{ items: Blog[] }>>(t, 'GET', '/api/admin/blogs?limit=100')).body.data.items;
    expect(all.some((b) => b.title === title)).toBe(false);
  });

  it('shares the image a location page chose, and nothing of its own without one', async () => {
    const chosen = await upload('The Milton service van');
    const created = await call<Reply<SharedPage>>(t, 'POST', '/api/locationpages/create', { body: location({ og_image_id: chosen.media_id }) });
    expect(created.status).toBe(201);
    const slug = created.body.data.slug_url;
    const read = async () => (await call<Reply<SharedPage>>(t, 'GET', `/api/locationpages/url/${slug}`, { token: null })).body.data;
    expect(await read()).toMatchObject({ og_image_id: chosen.media_id, og_image: { url: shareImageUrl(chosen.url), alt: 'The Milton service van' } });
    await call(t, 'PUT', `/api/locationpages/${created.body.data.location_id}`, { body: location({ main_heading: created.body.data.main_heading, og_image_id: null }) });
    expect(await read()).toMatchObject({ og_image_id: null, og_image: null });
  });

  it('keeps the choice in revisions, and a restore brings it back', async () => {
    const first = await upload('A new heat pump');
    const second = await upload('A thermostat on the wall');
    const id = (await call<Reply<Blog>>(t, 'POST', '/blogs', { body: post({ title: 'Heat pump share', og_image_id: first.media_id }) })).body.data.blog_id;
    await call(t, 'PUT', `/blogs/${id}`, { body: post({ title: 'Heat pump share', og_image_id: second.media_id }) });
    const revisions = (await call<Reply<RevisionSummary[]>>(t, 'GET', historyPaths.revisions('blog', id))).body.data;
    expect(revisions[0]?.changes).toEqual(['Open Graph image']);
    const oldest = revisions[revisions.length - 1] as RevisionSummary;
    const restored = await call<Reply<SharedBlog>>(t, 'POST', historyPaths.revisionRestore('blog', id, oldest.revision_id));
    expect(restored.status).toBe(200);
    expect(await single(id)).toMatchObject({ og_image_id: first.media_id, og_image: { url: shareImageUrl(first.url) } });
  });

  describe('images inside rich text', () => {
    it('refuses an image without alt text with a 400 naming the field, and saves nothing', async () => {
      const title = `No alt ${Math.random().toString(36).slice(2, 8)}`;
      const cases: [Record<string, unknown>, string][] = [
        [{ brief_paragraph: '<p>Intro</p><img src="/media/images/a.jpg">' }, 'brief_paragraph'],
        [{ blogs_content: [{ heading: 'One', paragraph: '<p>ok</p>' }, { heading: 'Two', paragraph: '<figure><img src="/media/images/a.jpg"><figcaption>A furnace</figcaption></figure>' }] }, 'blogs_content[1].paragraph'],
      ];
      for (const [body, field] of cases) {
        const res = await call<{ message: string }>(t, 'POST', '/blogs', { body: post({ title, ...body }) });
        expect({ field, status: res.status }).toEqual({ field, status: 400 });
        expect(res.body.message).toBe(`${field}: every image needs an alt attribute that describes it (alt="" only for a decorative image)`);
      }
      const pageRes = await call<{ message: string }>(t, 'POST', '/api/locationpages/create', { body: location({ paragraph_2: '<p>Two</p><IMG SRC="/media/images/a.jpg">' }) });
      expect(pageRes.status).toBe(400);
      expect(pageRes.body.message).toMatch(/^paragraph_2: every image needs an alt attribute/);
      const all = (await call<Reply<{ items: Blog[] }>>(t, 'GET', '/api/admin/blogs?limit=100')).body.data.items;
      expect(all.some((b) => b.title === title)).toBe(false);
    });

    it('gives an image of the media library written without its size the stored one', async () => {
      const image = await upload('A heat pump outside a brick house');
      const variant = image.url.replace(/\.png$/, '-960.webp');
      const paragraph = `<p><img src="${variant}" alt="A heat pump"></p><figure><img src="${image.url}" alt="" width="20"></figure><img src="/media/images/unknown.jpg" alt="Elsewhere">`;
      const created = await call<Reply<Blog>>(t, 'POST', '/blogs', { body: post({ blogs_content: [{ heading: 'Sizes', paragraph }] }) });
      expect(created.status).toBe(201);
      const pageRes = await call<Reply<LocationPage>>(t, 'POST', '/api/locationpages/create', { body: location({ paragraph_3: `<img src="${image.url}" alt="A heat pump">` }) });
      expect(pageRes.status).toBe(201);
      const size = `width="${image.width}" height="${image.height}"`;
      expect([image.width, image.height]).toEqual([500, 1400]);
      expect((await single(created.body.data.blog_id)).blogs_content[0]?.paragraph).toBe(
        `<p><img src="${variant}" alt="A heat pump" ${size} loading="lazy" decoding="async" /></p>` +
          `<figure><img src="${image.url}" alt="" ${size} loading="lazy" decoding="async" /></figure>` +
          '<img src="/media/images/unknown.jpg" alt="Elsewhere" loading="lazy" decoding="async" />',
      );
      expect(pageRes.body.data.paragraph_3).toBe(`<img src="${image.url}" alt="A heat pump" ${size} loading="lazy" decoding="async" />`);
    });

    it('keeps figure, caption, alt (empty when decorative) and the size, and loads the images lazily', async () => {
      const paragraph =
        '<figure><img src="/media/images/a-960.webp" srcset="/media/images/a-480.webp 480w, /media/images/a-960.webp 960w" sizes="100vw" alt="A furnace with its panel off" width="1600" height="900" loading="eager" onload="alert(1)"><figcaption>The burners after cleaning</figcaption></figure>' +
        '<p>Between</p><img src="/media/images/b.jpg" alt="" width="100%" height="50">';
      const created = await call<Reply<Blog>>(t, 'POST', '/blogs', { body: post({ blogs_content: [{ heading: 'Photos', paragraph }] }) });
      expect(created.status).toBe(201);
      expect((await single(created.body.data.blog_id)).blogs_content[0]?.paragraph).toBe(
        '<figure><img src="/media/images/a-960.webp" srcset="/media/images/a-480.webp 480w, /media/images/a-960.webp 960w" sizes="100vw" alt="A furnace with its panel off" loading="lazy" width="1600" height="900" decoding="async" /><figcaption>The burners after cleaning</figcaption></figure>' +
          '<p>Between</p><img src="/media/images/b.jpg" alt="" height="50" loading="lazy" decoding="async" />',
      );
    });
  });
});
