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
    for (let y = 0; y < document.body.scrollHeight; y += 300) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 120));
    }
    await new Promise((r) => setTimeout(r, 2500));
    measuring = false;
    return widest;
  });
}

// No page scrolls sideways: nothing is wider than the window on a phone, a tablet or a desktop.
describe('page width', () => {
  for (const width of [widths.phone, widths.tablet, widths.desktop]) {
    it(`no public route is wider than a ${width}px window`, async () => {
      const tooWide: { path: string; extra: number }[] = [];
      for (const route of routes) {
        const { context, page } = await openPage(browser, width);
        try {
          await page.goto(`${baseUrl}${route.path}`, { waitUntil: 'load' });
          await waitForHydration(page);
          const extra = await widestWhileScrolling(page);
          if (extra > 0) tooWide.push({ path: route.path, extra });
        } finally {
          await context.close();
        }
      }
      expect(tooWide).toEqual([]);
    }, 180_000);
  }
});
