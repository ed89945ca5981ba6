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

  // WCAG 2.2.2: once the visitor moves the slides themselves, the carousel stays where they put it until
  // they press Play, even after the pointer leaves it (hover and focus only pause it).
  describe('stops autoplay for good once the visitor moves it', () => {
    const services = '[data-carousel="services"]';
    const moves: [string, (page: Page) => Promise<void>][] = [
      ['the next arrow', (page) => page.click(`${services} button[aria-label^="Next"]`)],
      ['the previous arrow', (page) => page.click(`${services} button[aria-label^="Previous"]`)],
      [
        'a swipe',
        async (page) => {
          const box = await page.locator(`${services} .swiper`).boundingBox();
          if (!box) throw new Error('The services carousel has no box');
          const y = box.y + box.height / 2;
          await page.mouse.move(box.x + box.width * 0.8, y);
          await page.mouse.down();
          await page.mouse.move(box.x + box.width * 0.2, y, { steps: 12 });
          await page.mouse.up();
        },
      ],
    ];
    for (const [name, move] of moves) {
      it(name, async () => {
        const { context, page } = await openPage(browser, widths.desktop);
        await page.goto(`${baseUrl}/`);
        await waitForHydration(page);
        await visibleSlides(page, 'services');
        const active = () => page.locator(`${services} .swiper-slide-active`).getAttribute('aria-label');
        const before = await active();
        await move(page);
        // The pointer leaves the carousel: that alone would resume a mere pause.
        await page.mouse.move(1, 1);
        await page.waitForTimeout(500);
        const moved = await active();
        expect(moved).not.toBe(before);
        await page.waitForTimeout(2 * 1500 + 500);
        expect(await active()).toBe(moved);
        const play = page.locator(`${services} .carousel__play`);
        expect(await play.getAttribute('aria-label')).toBe('Play the carousel');
        expect(await play.getAttribute('aria-pressed')).toBe('true');
        // Play starts it again.
        await play.click();
        await page.mouse.move(1, 1);
        await page.waitForTimeout(1500 + 700);
        expect(await active()).not.toBe(moved);
        await context.close();
      });
    }
  });

  // Swiper is a lazy chunk: when it fails to load (or has not arrived after the spec's 120 s) the static
  // row stays, with the reason and a retry that imports the chunk again.
  describe("a failed slideshow chunk", () => {
    const chunk = '**/assets/swiper-carousel-*.js';
    const services = '[data-carousel="services"]';

    // The slideshow's place shows the reason and still the slides; `allow` lets the chunk through, then the retry loads it.
    async function expectRetryThenLoad(page: Page, reason: RegExp, allow: () => void) {
      const alert = page.locator(`${services} [role="alert"]`);
      await alert.waitFor({ timeout: 15_000 });
      expect(await alert.innerText()).toMatch(reason);
      // Not a blank area: the slides are still there to read and scroll.
      expect(await page.locator(`${services} .carousel__track > *`).count()).toBeGreaterThan(1);
      expect(await page.locator(`${services} .swiper-initialized`).count()).toBe(0);
      allow();
      await alert.getByRole('button', { name: 'Try again' }).click();
      await page.locator(`${services} .swiper-initialized`).waitFor({ timeout: 15_000 });
      expect(await alert.count()).toBe(0);
    }

    it('that fails to load shows the reason and a retry that loads it', async () => {
      const { context, page } = await openPage(browser, widths.desktop, { reducedMotion: 'reduce' });
      let failing = true;
      const requests: boolean[] = [];
      await page.route(chunk, (route) => {
        requests.push(failing);
        return failing ? route.abort('connectionreset') : route.continue();
      });
      await page.goto(`${baseUrl}/`);
      await waitForHydration(page);
      await page.locator(services).scrollIntoViewIfNeeded();
      await expectRetryThenLoad(page, /The slideshow failed to load \(.*swiper-carousel.*\)\.\s+Try again/s, () => (failing = false));
      // The retry imported the chunk again.
      expect(requests).toContain(false);
      await context.close();
    });

    it('that has not arrived after 120 s shows the same, with the time-out as the reason', async () => {
      const { context, page } = await openPage(browser, widths.desktop, { reducedMotion: 'reduce' });
      await page.goto(`${baseUrl}/`);
      await waitForHydration(page);
      await page.clock.install();
      // The chunk is held (a stalled connection) until the test lets it through.
      let release = () => undefined as void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let requests = 0;
      await page.route(chunk, async (route) => {
        requests += 1;
        await held;
        await route.continue();
      });
      await page.locator(services).scrollIntoViewIfNeeded();
      for (let waited = 0; requests < 1 && waited < 15_000; waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
      expect(requests).toBe(1);
      await page.clock.runFor(119_000);
      expect(await page.locator(`${services} [role="alert"]`).count()).toBe(0);
      await page.clock.runFor(1_000);
      await expectRetryThenLoad(page, /The slideshow failed to load \(Loading chunk failed: no answer within 120 s\)/, release);
      await context.close();
    });
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
