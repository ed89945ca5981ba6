import sharp from 'sharp';
import { mediaPrefix, shareImageUrl } from '@hvac/contracts';
import { baseUrl, discoverContent, postPath, publicRoutes, type PublicRoute } from './support/stack';

let routes: PublicRoute[];

beforeAll(async () => {
  routes = await publicRoutes();
});

function metaContent(html: string, property: string): string | undefined {
  return new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1];
}

// Networks show a share as a large card only for a raster picture they can fetch, of the size the
// page declares (1200x630).
describe('share pictures', () => {
  it('every public route names a 1200x630 PNG or JPEG that the site serves', async () => {
    expect(routes.length).toBeGreaterThan(10);
    for (const route of routes) {
      const html = await (await fetch(`${baseUrl}${route.path}`)).text();
      const image = metaContent(html, 'og:image');
      const declared = { path: route.path, type: metaContent(html, 'og:image:type'), width: metaContent(html, 'og:image:width'), height: metaContent(html, 'og:image:height') };
      expect(declared).toEqual({ path: route.path, type: expect.stringMatching(/^image\/(png|jpeg)$/), width: '1200', height: '630' });
      expect(metaContent(html, 'og:image:alt')).toBeTruthy();
      expect(image).toMatch(/^https?:\/\//);

      // The absolute URL names the public site; fetch the same path from the stack under test.
      const res = await fetch(`${baseUrl}${new URL(image ?? '').pathname}`);
      expect({ path: route.path, status: res.status, type: res.headers.get('content-type') }).toEqual({ path: route.path, status: 200, type: declared.type });
      const { format, width, height } = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect({ path: route.path, format, width, height }).toEqual({ path: route.path, format: declared.type === 'image/png' ? 'png' : 'jpeg', width: 1200, height: 630 });
    }
  });

  it("a post shares its own image's JPEG rendition when the image is in the media library", async () => {
    const { post } = await discoverContent();
    if (!post?.blog_image.startsWith(mediaPrefix)) return;
    const html = await (await fetch(`${baseUrl}${postPath(post)}`)).text();
    expect(metaContent(html, 'og:image')).toMatch(new RegExp(`^https?://[^/]+${shareImageUrl(post.blog_image).replace(/[.]/g, '\\.')}$`));
    expect(metaContent(html, 'og:image:type')).toBe('image/jpeg');
  });
});
