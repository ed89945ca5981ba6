import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage, waitForHydration, widths } from './support/browser';
import { baseUrl, publicRoutes, type PublicRoute } from './support/stack';

let browser: Browser;
let routes: PublicRoute[];

beforeAll(async () => {
  browser = await launchBrowser();
  routes = await publicRoutes();
});

afterAll(async () => {
  await browser?.close();
});

// The widest the page got, measured every frame while it scrolls from top to bottom (lazy images load,
// carousels take over and start sliding) and for a while after.
async function widestWhileScrolling(page: Page): Promise<number> {
  return page.evaluate(async () => {
    let widest = 0;
    let measuring = true;
    const measure = () => {
      widest = Math.max(widest, document.documentElement.scrollWidth - window.innerWidth);
      if (measuring) requestAnimationFrame(measure);
    };
    requestAnimationFrame(measure);
    // A screen at a time: each carousel comes near the viewport (and is taken over) on the way down.
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 80));
    }
    await new Promise((r) => setTimeout(r, 1200));
    measuring = false;
    return widest;
  });
}

// No page scrolls sideways: nothing is wider than the window on a phone, a tablet or a desktop.
async function extraWidth(width: number, path: string): Promise<number> {
  const { context, page } = await openPage(browser, width);
  try {
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
    await waitForHydration(page);
    return await widestWhileScrolling(page);
  } finally {
    await context.close();
  }
}

describe('page width', () => {
  for (const width of [widths.phone, widths.tablet, widths.desktop]) {
    it(`no public route is wider than a ${width}px window`, async () => {
      const tooWide: { path: string; extra: number }[] = [];
      // Three pages at a time: each mostly waits for frames and timers.
      for (let i = 0; i < routes.length; i += 3) {
        const batch = routes.slice(i, i + 3);
        const extras = await Promise.all(batch.map((route) => extraWidth(width, route.path)));
        batch.forEach((route, n) => extras[n] > 0 && tooWide.push({ path: route.path, extra: extras[n] }));
      }
      expect(tooWide).toEqual([]);
    }, 180_000);
  }
});
