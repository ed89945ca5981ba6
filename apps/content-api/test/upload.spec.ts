import { deflateSync } from 'node:zlib';
import { imageVariantUrl, imageVariantWidths, type MediaItem, mediaPrefix, type Page } from '@hvac/contracts';
import sharp from 'sharp';
import { call, startTestApp, type TestApp } from './test-app';

type Upload = { status: number; text: string; contentType: string | null };

type Description = Record<string, string>;

// Sends the description after the file unless asked otherwise; the server takes either order.
async function upload(
  t: TestApp,
  bytes: Buffer,
  filename: string,
  type: string,
  options: { token?: string | null; field?: string; description?: Description; descriptionFirst?: boolean } = {},
): Promise<Upload> {
  const form = new FormData();
  const describe = () => Object.entries(options.description ?? { alt: 'A test photo' }).forEach(([k, v]) => form.append(k, v));
  if (options.descriptionFirst) describe();
  form.append(options.field ?? 'image', new Blob([bytes], { type }), filename);
  if (!options.descriptionFirst) describe();
  const token = options.token === undefined ? t.adminToken : options.token;
  const res = await fetch(`${t.baseUrl}/api/upload`, { method: 'POST', body: form, headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.status, text: await res.text(), contentType: res.headers.get('content-type') };
}

// What the gateway does for /media/*: an anonymous GET of the same key in the bucket.
async function fetchMedia(t: TestApp, url: string): Promise<{ status: number; bytes: Buffer; contentType: string | null }> {
  expect(url.startsWith(mediaPrefix)).toBe(true);
  const res = await fetch(`${t.env.S3_ENDPOINT}/${t.env.S3_BUCKET}/${url.slice(mediaPrefix.length)}`);
  return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()), contentType: res.headers.get('content-type') };
}

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 90, b: 30 } } }).composite([
    { input: { create: { width: Math.floor(width / 2), height: Math.floor(height / 2), channels: 3, background: { r: 20, g: 40, b: 90 } } }, left: 0, top: 0 },
  ]);

// A PNG whose header claims 50,000 x 50,000 pixels (2.5 gigapixels) in a few hundred bytes.
function pixelBomb(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buf) c = (crcTable[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(8 + data.length + 4);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(50_000, 0);
  ihdr.writeUInt32BE(50_000, 4);
  ihdr.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const rows = deflateSync(Buffer.alloc(50_001 * 4)); // a few zero rows; the rest would inflate on decode
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', rows), chunk('IEND', Buffer.alloc(0))]);
}

describe('image upload', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const allowed: [string, () => Promise<Buffer>, string, string][] = [
    ['JPEG', () => photo(2000, 1000).jpeg().toBuffer(), 'jpg', 'image/jpeg'],
    ['PNG', () => photo(640, 400).png().toBuffer(), 'png', 'image/png'],
    ['WebP', () => photo(640, 400).webp().toBuffer(), 'webp', 'image/webp'],
    ['AVIF', () => photo(640, 400).avif().toBuffer(), 'avif', 'image/avif'],
    ['GIF', () => photo(640, 400).gif().toBuffer(), 'gif', 'image/gif'],
  ];

  it.each(allowed)('accepts %s, stores it under a random key with WebP variants served from /media/', async (_name, make, ext, mime) => {
    const bytes = await make();
    // The declared name and type do not matter: the bytes decide.
    const res = await upload(t, bytes, 'upload.bin', 'application/octet-stream');
    expect(res.status).toBe(201);
    expect(res.contentType).toMatch(/^text\/plain/);
    expect(res.text).toMatch(new RegExp(`^/media/images/[0-9a-f-]{36}\\.${ext}$`));

    const original = await fetchMedia(t, res.text);
    expect(original.status).toBe(200);
    expect(original.contentType).toBe(mime);
    const meta = await sharp(original.bytes).metadata();
    expect(meta.format).toBe(ext === 'jpg' ? 'jpeg' : ext === 'avif' ? 'heif' : ext);

    for (const width of imageVariantWidths) {
      const variant = await fetchMedia(t, imageVariantUrl(res.text, width));
      expect(variant.status).toBe(200);
      expect(variant.contentType).toBe('image/webp');
      const v = await sharp(variant.bytes).metadata();
      expect(v.format).toBe('webp');
      expect(v.width).toBe(Math.min(width, meta.width as number));
    }

    const again = await upload(t, bytes, 'upload.bin', mime);
    expect(again.status).toBe(201);
    expect(again.text).not.toBe(res.text);
  });

  it('strips EXIF and GPS metadata and applies the orientation', async () => {
    const bytes = await photo(400, 200)
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Someone', Make: 'PhoneCo' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '43/1 31/1 6/1' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const before = await sharp(bytes).metadata();
    expect(before.exif).toBeDefined();
    expect(before.orientation).toBe(6);

    const res = await upload(t, bytes, 'photo.jpg', 'image/jpeg');
    expect(res.status).toBe(201);
    const stored = await sharp((await fetchMedia(t, res.text)).bytes).metadata();
    expect(stored.exif).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
    expect([stored.width, stored.height]).toEqual([200, 400]);
    const variant = await sharp((await fetchMedia(t, imageVariantUrl(res.text, 480))).bytes).metadata();
    expect(variant.exif).toBeUndefined();
    expect([variant.width, variant.height]).toEqual([200, 400]);
  });

  it('refuses a text file named .png with 415', async () => {
    const res = await upload(t, Buffer.from('just some text, honestly not a picture\n'.repeat(20)), 'picture.png', 'image/png');
    expect(res.status).toBe(415);
    expect(JSON.parse(res.text)).toMatchObject({ status: 'fail', message: expect.stringContaining('JPEG') });
  });

  it('refuses SVG with 415, whatever it is called', async () => {
    const svg = Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>');
    for (const [name, type] of [['logo.svg', 'image/svg+xml'], ['logo.png', 'image/png']]) {
      expect((await upload(t, svg, name as string, type as string)).status).toBe(415);
    }
  });

  it('refuses other formats (PDF, TIFF, HTML) with 415', async () => {
    const tiff = await photo(64, 64).tiff().toBuffer();
    for (const bytes of [Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'), tiff, Buffer.from('<!doctype html><html><body><img src=x onerror=alert(1)></body></html>')]) {
      expect((await upload(t, bytes, 'x.jpg', 'image/jpeg')).status).toBe(415);
    }
  });

  it('refuses a damaged image with 422', async () => {
    const res = await upload(t, Buffer.concat([Buffer.from('GIF89a'), Buffer.from('<script>alert(1)</script>'.repeat(4))]), 'x.gif', 'image/gif');
    expect(res.status).toBe(422);
  });

  it('refuses 11 MB with 413', async () => {
    const res = await upload(t, Buffer.alloc(11 * 1024 * 1024, 1), 'huge.jpg', 'image/jpeg');
    expect(res.status).toBe(413);
    expect(JSON.parse(res.text)).toMatchObject({ status: 'fail' });
  });

  it('refuses a decompression bomb with a 4xx', async () => {
    const bomb = pixelBomb();
    expect(bomb.length).toBeLessThan(10_000);
    const res = await upload(t, bomb, 'bomb.png', 'image/png');
    expect(res.status).toBe(422);
    expect(JSON.parse(res.text).message).toMatch(/megapixels/);
  });

  it('requires an admin token and the image field', async () => {
    const bytes = await photo(64, 64).png().toBuffer();
    expect((await upload(t, bytes, 'a.png', 'image/png', { token: null })).status).toBe(401);
    expect((await upload(t, bytes, 'a.png', 'image/png', { field: 'file' })).status).toBe(400);
    const noFile = await fetch(`${t.baseUrl}/api/upload`, { method: 'POST', headers: { authorization: `Bearer ${t.adminToken}` } });
    expect(noFile.status).toBe(400);
  });

  describe('alt text and the media library', () => {
    const library = async () => (await call<{ data: Page<MediaItem> }>(t, 'GET', '/api/admin/media?limit=100')).body.data;

    it('refuses an image without alt text unless it is decorative, naming the field', async () => {
      const bytes = await photo(64, 48).png().toBuffer();
      const missing = await upload(t, bytes, 'a.png', 'image/png', { description: {} });
      expect(missing.status).toBe(400);
      expect(JSON.parse(missing.text).message).toMatch(/^alt is required/);
      expect((await upload(t, bytes, 'a.png', 'image/png', { description: { alt: '   ' } })).status).toBe(400);
      expect((await upload(t, bytes, 'a.png', 'image/png', { description: { alt: 'x'.repeat(301) } })).status).toBe(400);
      expect((await upload(t, bytes, 'a.png', 'image/png', { description: { alt: 'ok', caption: 'c'.repeat(301) } })).status).toBe(400);
      const badFlag = await upload(t, bytes, 'a.png', 'image/png', { description: { decorative: 'yes' } });
      expect(badFlag.status).toBe(400);
      expect(JSON.parse(badFlag.text).message).toMatch(/decorative/);
    });

    it('keeps alt, caption, size and uploader in the library, newest first', async () => {
      const bytes = await photo(320, 200).jpeg().toBuffer();
      const res = await upload(t, bytes, 'unit.jpg', 'image/jpeg', {
        description: { alt: '  Technician  servicing a furnace ', caption: 'Annual tune-up' },
        descriptionFirst: true,
      });
      expect(res.status).toBe(201);
      expect(res.text.startsWith('/media/images/')).toBe(true);
      const { items, total } = await library();
      expect(total).toBeGreaterThan(0);
      expect(items[0]).toEqual({
        media_id: expect.any(Number),
        url: res.text,
        alt: 'Technician servicing a furnace',
        decorative: false,
        caption: 'Annual tune-up',
        width: 320,
        height: 200,
        uploaded_by: expect.stringContaining('@'),
        uploaded_at: expect.any(String),
      });
    });

    it('stores a decorative image with an empty alt on purpose', async () => {
      const res = await upload(t, await photo(40, 40).png().toBuffer(), 'swirl.png', 'image/png', { description: { decorative: 'true', alt: 'ignored' } });
      expect(res.status).toBe(201);
      expect((await library()).items.find((m) => m.url === res.text)).toMatchObject({ alt: '', decorative: true });
    });

    it("gives public post reads the image's alt text and caption", async () => {
      const image = await upload(t, await photo(96, 54).jpeg().toBuffer(), 'hero.jpg', 'image/jpeg', { description: { alt: 'Heat pump on a snowy lawn', caption: 'Installed in Guelph' } });
      const created = await call<{ data: { blog_id: number } }>(t, 'POST', '/blogs', {
        body: {
          title: `Heat pumps in winter ${Date.now()}`,
          brief_paragraph: '<p>They keep working.</p>',
          blog_image: image.text,
          published_date: '2025-02-01',
          category: (await call<{ data: { category_id: number; category: string }[] }>(t, 'GET', '/api/categories')).body.data.find((c) => c.category === 'Heating')?.category_id,
          metaTitle: 'Heat pumps in winter',
          metaDescription: 'They keep working.',
          canonicalLink: '',
          blogs_content: [],
        },
      });
      expect(created.status).toBe(201);
      const read = await call<{ data: Record<string, unknown> }>(t, 'GET', `/single-blog/${created.body.data.blog_id}`, { token: null });
      expect(read.body.data).toMatchObject({ blog_image: image.text, blog_image_alt: 'Heat pump on a snowy lawn', blog_image_caption: 'Installed in Guelph' });
      const listed = await call<{ data: Record<string, unknown>[] }>(t, 'GET', '/blogs', { token: null });
      expect(listed.body.data.find((b) => b['blog_id'] === created.body.data.blog_id)).toEqual(read.body.data);
      // The write's reply is the post as the reads show it plus its publication and version, and a read can be sent back unchanged.
      expect(created.body.data).toEqual({ ...read.body.data, state: 'published', publishAt: expect.any(String), version: 1 });
      expect((await call(t, 'PUT', `/blogs/${created.body.data.blog_id}`, { body: read.body.data })).status).toBe(200);
    });

    it('is for admins only and checks its paging', async () => {
      expect((await call(t, 'GET', '/api/admin/media', { token: null })).status).toBe(401);
      expect((await call(t, 'GET', '/api/admin/media?limit=0')).status).toBe(400);
      const page = await call<{ data: Page<MediaItem> }>(t, 'GET', '/api/admin/media?limit=1&offset=1');
      expect(page.body.data).toMatchObject({ limit: 1, offset: 1, items: [expect.objectContaining({ url: expect.any(String) })] });
    });
  });
});
