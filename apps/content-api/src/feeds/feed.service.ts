import { apiPaths } from '@hvac/contracts';
import { businessTagline, indexedStaticPages, pagePaths, services, unindexedPaths } from '@hvac/site';
import { Injectable } from '@nestjs/common';
import { BlogService } from '../blogs/blog.service';
import { htmlToText } from '../common/sanitize-html-field';
import type { ContentEnv } from '../config/content-env';
import { InjectEnv } from '../config/env.module';
import { LocationPageService } from '../location-pages/location-page.service';
import { SiteSettingsService } from '../settings/site-settings.service';
import { xmlText } from './xml';


@Injectable()
export class FeedService {
  private readonly site: string;

  constructor(
    @InjectEnv() env: ContentEnv,
    private readonly blogs: BlogService,
    private readonly locations: LocationPageService,
    private readonly settings: SiteSettingsService,
  ) {
    this.site = env.PUBLIC_SITE_URL.replace(/\/+$/, '');
  }

  private abs(path: string): string {
    return `${this.site}${path}`;
  }

  async sitemap(): Promise<string> {
    const [posts, pages] = await Promise.all([this.blogs.listForFeeds(), this.locations.listEntities()]);
    const url = (path: string, lastmod?: Date) =>
      `  <url><loc>${xmlText(this.abs(path))}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;
    const lines = [
      ...indexedStaticPages.map((p) => url(p)),
      ...services.map((s) => url(pagePaths.service.getHref(s.slug))),
      ...posts.map((p) => url(pagePaths.blogPost.getHref(p.slug), p.updatedAt)),
      ...pages.map((p) => url(pagePaths.location.getHref(p.slug), p.updatedAt)),
    ];
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${lines.join('\n')}\n</urlset>\n`;
  }

  robots(): string {
    return ['User-agent: *', ...unindexedPaths.map((p) => `Disallow: ${p}`), '', `Sitemap: ${this.abs(apiPaths.sitemap)}`, ''].join('\n');
  }

  async rss(): Promise<string> {
    const [posts, { businessName, business }] = await Promise.all([this.blogs.listForFeeds(), this.settings.current()]);
    const items = posts.map((p) => {
      const link = xmlText(this.abs(pagePaths.blogPost.getHref(p.slug)));
      const summary = htmlToText(p.briefParagraph) || p.metaDescription;
      return [
        '    <item>',
        `      <title>${xmlText(p.title)}</title>`,
        `      <link>${link}</link>`,
        `      <guid isPermaLink="true">${link}</guid>`,
        `      <pubDate>${new Date(`${p.publishedDate}T12:00:00Z`).toUTCString()}</pubDate>`,
        `      <description>${xmlText(summary)}</description>`,
        '    </item>',
      ].join('\n');
    });
    const newest = posts.reduce<Date | undefined>((max, p) => (!max || p.updatedAt > max ? p.updatedAt : max), undefined);
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
      '  <channel>',
      `    <title>${xmlText(`${businessName} blog`)}</title>`,
      `    <link>${xmlText(this.abs('/blog'))}</link>`,
      `    <description>${xmlText(businessTagline(business))}</description>`,
      '    <language>en-ca</language>',
      `    <atom:link href="${xmlText(this.abs(apiPaths.rss))}" rel="self" type="application/rss+xml"/>`,
      ...(newest ? [`    <lastBuildDate>${newest.toUTCString()}</lastBuildDate>`] : []),
      ...items,
      '  </channel>',
      '</rss>',
      '',
    ].join('\n');
  }
}
