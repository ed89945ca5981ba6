import type { Page } from 'playwright-core';
import { waitForHydration } from '../support/browser';
import { publicRoutes } from '../support/stack';
import { signInByApi } from './admin-browser';
import { useAdminSession } from './admin-session';

const session = useAdminSession();

// The admin's editors keep their state in react-hook-form; visitors' pages must never download it. An
// option name of its own survives minifying, so it marks the library in whichever chunk the build put it.
const formLibraryMarker = 'shouldUseNativeValidation';

// The paths of the scripts the page downloads from now on that carry the form library.
function recordFormLibraryScripts(page: Page): () => Promise<string[]> {
  const bodies: Promise<string | null>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    bodies.push(response.text().then((text) => (text.includes(formLibraryMarker) ? new URL(response.url()).pathname : null), () => null));
  });
  return async () => (await Promise.all(bodies)).filter((path): path is string => path !== null);
}

describe("the admin's form library stays in the admin", () => {
  it('no public page downloads it, hydrated and idle; an admin editor does', async () => {
    const { page } = session;
    const publicScripts = recordFormLibraryScripts(page);
    const routes = await publicRoutes();
    for (const route of routes) {
      await page.goto(route.path);
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
    }
    expect(routes.length).toBeGreaterThan(10);
    expect(await publicScripts()).toEqual([]);

    const { page: adminPage } = await session.open();
    const adminScripts = recordFormLibraryScripts(adminPage);
    await signInByApi(adminPage);
    await adminPage.goto('/admin/settings');
    await adminPage.getByRole('button', { name: 'Save settings' }).waitFor();
    expect((await adminScripts()).length).toBeGreaterThan(0);
  });
});
