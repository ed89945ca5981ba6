import { buildMeta, itemOgImage, siteFromMatches, siteOgImage, type OgImage } from '../meta';

const siteUrl = 'https://www.example.com';
const siteName = 'Acme Heating';

function property(tags: ReturnType<typeof buildMeta>, name: string): string | undefined {
  const tag = tags.find((t) => ('property' in t && t.property === name) || ('name' in t && t.name === name));
  return tag && 'content' in tag ? String(tag.content) : undefined;
}

describe('buildMeta share picture', () => {
  it('gives a page without a picture of its own the site picture, 1200x630 PNG, with an absolute URL', () => {
    const tags = buildMeta({ title: 'About', description: 'About us', path: '/about', siteUrl, siteName });
    expect(property(tags, 'og:image')).toBe(`${siteUrl}/og-image.png`);
    expect(property(tags, 'og:image:type')).toBe('image/png');
    expect(property(tags, 'og:image:width')).toBe('1200');
    expect(property(tags, 'og:image:height')).toBe('630');
    expect(property(tags, 'og:image:alt')).toBe(siteOgImage(siteName).alt);
    expect(siteOgImage(siteName).alt).toContain(siteName);
    expect(property(tags, 'twitter:image')).toBe(`${siteUrl}/og-image.png`);
  });

  it("uses a page's own picture with its size and type", () => {
    const image: OgImage = { url: '/assets/furnace-abc123.png', width: 1200, height: 630, type: 'image/png', alt: 'A furnace' };
    const tags = buildMeta({ title: 'Heating', description: 'Heating', path: '/services/heating-systems', siteUrl: `${siteUrl}/`, siteName, image });
    expect(property(tags, 'og:image')).toBe(`${siteUrl}/assets/furnace-abc123.png`);
    expect(property(tags, 'og:image:alt')).toBe('A furnace');
    expect(property(tags, 'twitter:image:alt')).toBe('A furnace');
  });
});

describe("an item's share picture", () => {
  it('names the 1200x630 JPEG rendition content-api chose, with its alt text', () => {
    const image = itemOgImage({ url: '/media/images/abc-og.jpg', alt: 'A furnace with its panel off' }, 'Furnace care');
    const tags = buildMeta({ title: 'Furnace care', description: 'Tips', path: '/blog/furnace-care', siteUrl, siteName, image });
    expect(property(tags, 'og:image')).toBe(`${siteUrl}/media/images/abc-og.jpg`);
    expect(property(tags, 'og:image:type')).toBe('image/jpeg');
    expect(property(tags, 'og:image:width')).toBe('1200');
    expect(property(tags, 'og:image:height')).toBe('630');
    expect(property(tags, 'og:image:alt')).toBe('A furnace with its panel off');
    expect(property(tags, 'twitter:image')).toBe(`${siteUrl}/media/images/abc-og.jpg`);
  });

  it("describes a decorative image by the page's title, and leaves the site picture when there is none", () => {
    expect(itemOgImage({ url: '/media/images/abc-og.jpg', alt: '' }, 'Furnace care')?.alt).toBe('Furnace care');
    expect(itemOgImage(null, 'Furnace care')).toBeUndefined();
    expect(itemOgImage(undefined, 'Furnace care')).toBeUndefined();
    const tags = buildMeta({ title: 'Milton', description: 'Milton', path: '/location/milton', siteUrl, siteName, image: itemOgImage(null, 'Milton') });
    expect(property(tags, 'og:image')).toBe(`${siteUrl}/og-image.png`);
  });
});

describe('buildMeta business name', () => {
  it("names the business of the owner's site settings in the title suffix, og:site_name and og:title", () => {
    const tags = buildMeta({ title: 'About', description: 'About us', path: '/about', siteUrl, siteName: 'Renamed Comfort Co.' });
    expect(tags).toContainEqual({ title: 'About | Renamed Comfort Co.' });
    expect(property(tags, 'og:site_name')).toBe('Renamed Comfort Co.');
    expect(property(tags, 'og:title')).toBe('About | Renamed Comfort Co.');
    expect(property(tags, 'twitter:title')).toBe('About | Renamed Comfort Co.');
  });

  it('reads the name from the public layout and the site URL from the root', () => {
    const settings = { businessName: 'Renamed Comfort Co.' };
    const matches = [
      { id: 'root', loaderData: { siteUrl } },
      { id: 'routes/public-layout', loaderData: { siteSettings: settings } },
    ];
    expect(siteFromMatches(matches)).toEqual({ siteUrl, siteName: 'Renamed Comfort Co.' });
  });
});
