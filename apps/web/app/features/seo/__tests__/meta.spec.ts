import { buildMeta, siteOgImage, type OgImage } from '../meta';

const siteUrl = 'https://www.example.com';

function property(tags: ReturnType<typeof buildMeta>, name: string): string | undefined {
  const tag = tags.find((t) => ('property' in t && t.property === name) || ('name' in t && t.name === name));
  return tag && 'content' in tag ? String(tag.content) : undefined;
}

describe('buildMeta share picture', () => {
  it('gives a page without a picture of its own the site picture, 1200x630 PNG, with an absolute URL', () => {
    const tags = buildMeta({ title: 'About', description: 'About us', path: '/about', siteUrl });
    expect(property(tags, 'og:image')).toBe(`${siteUrl}/og-image.png`);
    expect(property(tags, 'og:image:type')).toBe('image/png');
    expect(property(tags, 'og:image:width')).toBe('1200');
    expect(property(tags, 'og:image:height')).toBe('630');
    expect(property(tags, 'og:image:alt')).toBe(siteOgImage.alt);
    expect(property(tags, 'twitter:image')).toBe(`${siteUrl}/og-image.png`);
  });

  it("uses a page's own picture with its size and type", () => {
    const image: OgImage = { url: '/assets/furnace-abc123.png', width: 1200, height: 630, type: 'image/png', alt: 'A furnace' };
    const tags = buildMeta({ title: 'Heating', description: 'Heating', path: '/services/heating-systems', siteUrl: `${siteUrl}/`, image });
    expect(property(tags, 'og:image')).toBe(`${siteUrl}/assets/furnace-abc123.png`);
    expect(property(tags, 'og:image:alt')).toBe('A furnace');
    expect(property(tags, 'twitter:image:alt')).toBe('A furnace');
  });
});
