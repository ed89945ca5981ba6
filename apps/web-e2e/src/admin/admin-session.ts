import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { type AdminPage, newAdminPage, signInByApi } from './admin-browser';

export type AdminSession = {
  // The page the current test starts with (1280 × 900, signed in when asked for).
  readonly page: Page;
  // Another page for the same test, in a context of its own (another viewport, a second visitor, another time zone).
  open(viewport?: { width: number; height: number }, options?: BrowserContextOptions): Promise<AdminPage>;
};

// The hooks every admin spec file shares: one browser per file, a fresh context (own localStorage)
// per test, and every page the test opened must end without uncaught or console errors. Call it once
// at the top of a spec file; the hooks run around that file's tests in the order declared here.
export function useAdminSession(options: { signedIn?: boolean } = {}): AdminSession {
  let browser: Browser | undefined;
  let opened: AdminPage[] = [];

  const open = async (viewport?: { width: number; height: number }, options?: BrowserContextOptions): Promise<AdminPage> => {
    if (!browser) throw new Error('useAdminSession: no browser; call it at the top level of a spec file');
    const adminPage = await newAdminPage(browser, viewport, options);
    opened.push(adminPage);
    return adminPage;
  };

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    opened = [];
    const { page } = await open();
    if (options.signedIn) await signInByApi(page);
  });
  afterEach(async () => {
    // Close every context even when one fails to, then check what each page recorded.
    await Promise.allSettled(opened.map((a) => a.context.close()));
    expect(opened.flatMap((a) => a.problems)).toEqual([]);
  });

  return {
    get page() {
      const first = opened[0];
      if (!first) throw new Error('useAdminSession: the page exists only inside a test');
      return first.page;
    },
    open,
  };
}
