import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Locator, type Page } from 'playwright-core';

export const chromiumArgs = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
}

// One browser for a spec file: launched before its tests, closed after them.
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('The browser is not running (used outside a test?)');
    return browser;
  };
}

export const widths = { phone: 360, tablet: 768, desktop: 1280 } as const;

export async function openPage(browser: Browser, width: number, options: BrowserContextOptions = {}): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, ...options });
  const page = await context.newPage();
  const errors: string[] = [];
  // Hydration mismatches and uncaught errors show up here.
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error' && !/Failed to load resource/.test(m.text())) errors.push(`console: ${m.text()}`);
  });
  return { context, page, errors };
}

// The app marks <html data-hydrated> once React has taken over the server HTML.
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 15_000 });
}

// The server files a form sent within minFillSeconds of being shown as a bot's. A test that needs the
// enquiry treated as a person's (mailed, listed as new) backdates when the form was shown instead of waiting.
export async function backdateFormStart(form: Locator, seconds = 30): Promise<void> {
  await form.locator('input[name="startedAt"]').evaluate((input: HTMLInputElement, ms) => {
    input.value = String(Date.now() - ms);
  }, seconds * 1000);
}
