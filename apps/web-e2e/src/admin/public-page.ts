import type { Page } from 'playwright-core';

export type HeadTags = { title: string; description: string | null; canonical: string | null; ogTitle: string | null; ogImage: string | null; keywords: string | null; robots: string | null };

// The tags search engines and social sites read, from the page as served.
export function readHead(page: Page): Promise<HeadTags> {
  return page.evaluate(() => {
    const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content') ?? null;
    return {
      title: document.title,
      description: content('meta[name="description"]'),
      canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
      ogTitle: content('meta[property="og:title"]'),
      ogImage: content('meta[property="og:image"]'),
      keywords: content('meta[name="keywords"]'),
      robots: content('meta[name="robots"]'),
    };
  });
}
