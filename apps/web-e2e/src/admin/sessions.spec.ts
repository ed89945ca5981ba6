import type { UserInfo } from '@hvac/contracts';
import type { Page } from 'playwright-core';
import { axeViolations, banner, eventually, signInByApi, storeSession } from './admin-browser';
import { admin } from './admin-env';
import { useAdminSession } from './admin-session';

// Two browsers signed in as the same admin: one ends the other's session from /admin/account/sessions, and the
// other is sent to the sign-in page on its next admin action.
const session = useAdminSession();

const firefoxOnLinux = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

// The second browser's sign-in names its device (the sessions screen labels it from the sign-in's user agent).
async function signInAsOtherDevice(page: Page): Promise<void> {
  const response = await page.request.post('/api/users/login', { data: { email: admin.email, password: admin.password }, headers: { 'user-agent': firefoxOnLinux } });
  expect(response.status()).toBe(200);
  await storeSession(page, (await response.json()) as UserInfo);
  await page.goto('/admin/enquiries');
  await page.getByRole('heading', { level: 1, name: 'Enquiries' }).waitFor();
}

async function expectSentToSignIn(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Refresh' }).click();
  await page.waitForURL(/\/login/);
  await page.locator('form .signin-form__alert[role="alert"]').getByText('Session expired or signed out from another device. Please sign in again.').waitFor();
}

describe('your sessions', () => {
  it('lists this device and the other browser, and signs the other browser out', async () => {
    const { page: other } = await session.open();
    await signInAsOtherDevice(other);

    const here = session.page;
    await signInByApi(here);
    await here.goto('/admin/account');
    await here.getByRole('link', { name: 'Your sessions' }).click();
    await here.waitForURL(/\/admin\/account\/sessions$/);
    await here.getByRole('heading', { level: 1, name: 'Your sessions' }).waitFor();
    const table = here.getByRole('region', { name: 'Sessions' });
    await table.getByText('This device').waitFor();
    const otherRows = table.getByRole('row').filter({ hasText: 'Firefox on Linux' });
    await otherRows.first().waitFor();
    expect(await axeViolations(here)).toEqual([]);

    // A run that stopped half-way may have left a session of the same kind: end them all.
    for (let left = await otherRows.count(); left > 0; left -= 1) {
      await otherRows.first().getByRole('button', { name: /^Sign out Firefox on Linux/ }).click();
      await eventually(async () => expect(await otherRows.count()).toBe(left - 1));
    }
    await banner(here).getByText('Firefox on Linux was signed out.').waitFor();
    await table.getByText('This device').waitFor();

    await expectSentToSignIn(other);
  }, 60_000);

  it('signs out everywhere else and keeps this browser signed in', async () => {
    const { page: other } = await session.open();
    await signInAsOtherDevice(other);

    const here = session.page;
    await signInByApi(here);
    await here.goto('/admin/account/sessions');
    await here.getByRole('button', { name: 'Sign out everywhere else' }).click();
    await banner(here).getByText(/^Signed out \d+ other sessions?$/).waitFor();
    await here.getByRole('region', { name: 'Sessions' }).getByText('This device').waitFor();
    await here.getByRole('button', { name: 'Sign out everywhere else' }).waitFor({ state: 'detached' });

    await expectSentToSignIn(other);
    await here.goto('/admin/enquiries');
    await here.getByRole('heading', { level: 1, name: 'Enquiries' }).waitFor();
  }, 60_000);
});
