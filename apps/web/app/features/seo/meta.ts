import type { ShareImage } from '@hvac/contracts';
import type { MetaDescriptor } from 'react-router';
import { siteUrlFromMatches } from '../../root-data';
import { siteSettingsFromMatches } from '../../lib/site-settings';
import { ogImageSize } from './og-image-size';

// A share picture: a PNG or JPEG that networks show as a large card, with the size they need to lay it
// out before downloading it.
export type OgImage = { url: string; width: number; height: number; type: 'image/png' | 'image/jpeg'; alt: string };

// The site's own picture (public/og-image.png) for pages without one of their own.
export function siteOgImage(siteName: string): OgImage {
  return { url: '/og-image.png', ...ogImageSize, type: 'image/png', alt: `${siteName}: heating and cooling for your home` };
}

// An item's share picture from content-api (the 1200x630 JPEG rendition of a media library image);
// an image without alt text (decorative) is described by the page's title. None: the site's picture.
export function itemOgImage(image: ShareImage | null | undefined, title: string): OgImage | undefined {
  if (!image) return undefined;
  return { url: image.url, ...ogImageSize, type: 'image/jpeg', alt: image.alt || title };
}

export type PageMeta = {
  // The page's own title; the business name is appended.
  title: string;
  description: string;
  // Path of the page (or an absolute canonical URL chosen by the editor).
  path: string;
  siteUrl: string;
  // The business name of the owner's site settings.
  siteName: string;
  image?: OgImage;
  type?: 'website' | 'article';
  noindex?: boolean;
  keywords?: string;
};

export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${siteUrl.replace(/\/$/, '')}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

// Title, description, canonical, Open Graph and Twitter tags for one page.
export function buildMeta(page: PageMeta): MetaDescriptor[] {
  const canonical = absoluteUrl(page.siteUrl, page.path);
  const image = page.image ?? siteOgImage(page.siteName);
  const title = pageTitle(page.title, page.siteName);
  const imageUrl = absoluteUrl(page.siteUrl, image.url);
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: page.description },
    { tagName: 'link', rel: 'canonical', href: canonical },
    { property: 'og:type', content: page.type ?? 'website' },
    { property: 'og:site_name', content: page.siteName },
    { property: 'og:title', content: title },
    { property: 'og:description', content: page.description },
    { property: 'og:url', content: canonical },
    { property: 'og:image', content: imageUrl },
    { property: 'og:image:type', content: image.type },
    { property: 'og:image:width', content: String(image.width) },
    { property: 'og:image:height', content: String(image.height) },
    { property: 'og:image:alt', content: image.alt },
    { property: 'og:locale', content: 'en_CA' },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: page.description },
    { name: 'twitter:image', content: imageUrl },
    { name: 'twitter:image:alt', content: image.alt },
  ];
  if (page.keywords) tags.push({ name: 'keywords', content: page.keywords });
  if (page.noindex) tags.push({ name: 'robots', content: 'noindex, nofollow' });
  return tags;
}

// "Page | Business" unless the page title already names the business.
export function pageTitle(title: string, siteName: string): string {
  return title.includes(siteName) ? title : `${title} | ${siteName}`;
}

// The site URL (configuration) and business name (site settings) every page's meta needs.
export function siteFromMatches(matches: Parameters<typeof siteUrlFromMatches>[0]): Pick<PageMeta, 'siteUrl' | 'siteName'> {
  return { siteUrl: siteUrlFromMatches(matches), siteName: siteSettingsFromMatches(matches).businessName };
}
