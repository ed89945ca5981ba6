import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage, waitForHydration, widths } from './support/browser';
import { publishTestimonials } from './support/site-settings';
import { baseUrl } from './support/stack';

let browser: Browser;
let restoreSettings: (() => Promise<void>) | undefined;
beforeAll(async () => {
  browser = await launchBrowser();
  restoreSettings = await publishTestimonials([
    { text: 'Heat back on the same night.', customerName: 'Sam K.', detail: 'Homeowner, Milton', consentDate: '2026-10-02' },
    { text: 'Clear quote and tidy work.', customerName: 'Ana P.', detail: 'Restaurant owner, Oakville', consentDate: '2026-10-09' },
  ]);
});
afterAll(async () => {
  await restoreSettings?.();
  await browser?.close();
});

// Slides that are fully inside the carousel's box once swiper has taken over.
async function visibleSlides(page: Page, kind: string): Promise<number> {
  const carousel = page.locator(`[data-carousel="${kind}"]`).first();
  await carousel.scrollIntoViewIfNeeded();
  await carousel.locator('.swiper-initialized').waitFor({ timeout: 15_000 });
  await page.waitForTimeout(300);
  return carousel.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return [...el.querySelectorAll('.swiper-slide')].filter((s) => {
      const r = s.getBoundingClientRect();
      return r.width > 0 && r.left >= box.left - 2 && r.right <= box.right + 2;
    }).length;
  });
}

const expected = {
  services: { [widths.phone]: 1, [widths.tablet]: 2, [widths.desktop]: 4 },
  blog: { [widths.phone]: 1, [widths.tablet]: 1, [widths.desktop]: 3 },
  testimonials: { [widths.phone]: 1, [widths.tablet]: 1, [widths.desktop]: 1 },
} as const;

describe('carousels', () => {
  for (const width of [widths.phone, widths.tablet, widths.desktop]) {
    it(`show the spec's slides per view at ${width}px`, async () => {
      // Reduced motion keeps the slides still while they are counted.
      const { context, page } = await openPage(browser, width, { reducedMotion: 'reduce' });
      await page.goto(`${baseUrl}/`);
      await waitForHydration(page);
      const counts = {
        services: await visibleSlides(page, 'services'),
        blog: await visibleSlides(page, 'blog'),
        testimonials: await visibleSlides(page, 'testimonials'),
      };
      expect(counts).toEqual({ services: expected.services[width], blog: expected.blog[width], testimonials: expected.testimonials[width] });
      await context.close();
    });
  }

  it('autoplays, pauses with the pause button, and stays still under prefers-reduced-motion', async () => {
    const { context, page } = await openPage(browser, widths.desktop);
    await page.goto(`${baseUrl}/`);
    await waitForHydration(page);
    await visibleSlides(page, 'services');
    const active = () => page.locator('[data-carousel="services"] .swiper-slide-active').getAttribute('aria-label');
    const first = await active();
    await page.waitForTimeout(2200);
    expect(await active()).not.toBe(first);
    await page.click('[data-carousel="services"] .carousel__play');
    const paused = await active();
    await page.waitForTimeout(2200);
    expect(await active()).toBe(paused);
    await context.close();

    const reduced = await openPage(browser, widths.desktop, { reducedMotion: 'reduce' });
    await reduced.page.goto(`${baseUrl}/`);
    await waitForHydration(reduced.page);
    await visibleSlides(reduced.page, 'services');
    const still = await reduced.page.locator('[data-carousel="services"] .swiper-slide-active').getAttribute('aria-label');
    await reduced.page.waitForTimeout(2200);
    expect(await reduced.page.locator('[data-carousel="services"] .swiper-slide-active').getAttribute('aria-label')).toBe(still);
    expect(await reduced.page.locator('[data-carousel="services"] .carousel__play').count()).toBe(0);
    await reduced.context.close();
  });

  it('moves with the previous and next buttons', async () => {
    const { context, page } = await openPage(browser, widths.desktop, { reducedMotion: 'reduce' });
    await page.goto(`${baseUrl}/`);
    await waitForHydration(page);
    await visibleSlides(page, 'testimonials');
    const active = () => page.locator('[data-carousel="testimonials"] .swiper-slide-active').getAttribute('aria-label');
    const first = await active();
    await page.click('[data-carousel="testimonials"] button[aria-label^="Next"]');
    await page.waitForTimeout(500);
    expect(await active()).not.toBe(first);
    await page.click('[data-carousel="testimonials"] button[aria-label^="Previous"]');
    await page.waitForTimeout(500);
    expect(await active()).toBe(first);
    await context.close();
  });
});
