import type { UserInfo } from '@hvac/contracts';
import type { Page } from 'playwright-core';
import { signInByApi, signInByForm, storeSession } from './admin-browser';
import { useAdminSession } from './admin-session';
import { admin } from './admin-env';

// Failing sign-ins in this file: 1 on the admin account, 6 on a throwaway address. The per-IP counter
// (20 free failures a day, then growing delays) is shared by every test from 127.0.0.1, so keep it that way.
const session = useAdminSession();

const alertAboveForm = (page: Page) => page.locator('form .signin-form__alert[role="alert"]');

describe('sign-in', () => {
  it('sends a visitor without a session from /admin to the sign-in page, and back after signing in', async () => {
    const { page } = session;
    await page.goto('/admin/blogs');
    await page.waitForURL(/\/login\?redirectTo=/);
    // The URL changes before the sign-in route has rendered its title.
    await page.getByRole('heading', { level: 1, name: 'Sign In' }).waitFor();
    await page.waitForFunction(() => document.title.includes('Sign In'));
    await expect(page.title()).resolves.toMatch(/Sign In/);
    await expect(page.locator('meta[name="robots"]').getAttribute('content')).resolves.toMatch(/noindex/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign In' }).isVisible()).resolves.toBe(true);

    await signInByForm(page);
    await page.waitForURL(/\/admin\/blogs$/);
    await page.getByRole('heading', { level: 1, name: 'Blogs' }).waitFor();

    const stored = JSON.parse((await page.evaluate(() => window.localStorage.getItem('userInfo'))) ?? 'null') as UserInfo | null;
    expect(stored).toMatchObject({ email: admin.email, isAdmin: true });
    expect(stored?.token.split('.')).toHaveLength(3);

    // Already signed in: the sign-in page moves on to the portal.
    await page.goto('/login');
    await page.waitForURL(/\/admin$/);
    await page.getByRole('heading', { level: 1, name: 'Admin Portal' }).waitFor();
    await expect(page.getByText('Profile', { exact: true }).isVisible()).resolves.toBe(true);
  });

  it('checks the fields before asking the server', async () => {
    const { page } = session;
    let loginCalls = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/users/login')) loginCalls += 1;
    });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Enter your email address.').waitFor();
    await expect(page.getByText('Enter your password.').isVisible()).resolves.toBe(true);
    await expect(page.evaluate(() => document.activeElement?.getAttribute('name'))).resolves.toBe('email');

    await page.getByRole('textbox', { name: 'Email Address' }).fill('not-an-address');
    await page.getByLabel('Password', { exact: true }).fill('x');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText(/Enter an email address like/).waitFor();
    // The caps of decisions.md: 254 characters of e-mail, 128 of password.
    await expect(page.getByRole('textbox', { name: 'Email Address' }).getAttribute('maxlength')).resolves.toBe('254');
    await expect(page.getByLabel('Password', { exact: true }).getAttribute('maxlength')).resolves.toBe('128');
    expect(loginCalls).toBe(0);
  });

  it('shows and hides the password', async () => {
    const { page } = session;
    await page.goto('/login');
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('secret-words');
    await expect(password.getAttribute('type')).resolves.toBe('password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password.getAttribute('type')).resolves.toBe('text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password.getAttribute('type')).resolves.toBe('password');
  });

  it("shows the server's message in red above the form for a wrong password", async () => {
    const { page } = session;
    await page.goto('/login');
    await signInByForm(page, admin.email, `${admin.password}-wrong`);
    const alert = alertAboveForm(page);
    await alert.getByText('Invalid email or password').waitFor();
    const color = await alert.locator('p').evaluate((el) => getComputedStyle(el).color);
    const [r, g, b] = (color.match(/\d+/g) ?? []).map(Number);
    expect(r).toBeGreaterThan(150);
    expect(g).toBeLessThan(80);
    expect(b).toBeLessThan(80);
    // Above the form's fields.
    const alertBox = await alert.boundingBox();
    const emailBox = await page.getByRole('textbox', { name: 'Email Address' }).boundingBox();
    expect(alertBox && emailBox && alertBox.y < emailBox.y).toBe(true);
    expect(page.url()).toMatch(/\/login$/);
  });

  it('shows the lock-out message after repeated failures on one account', async () => {
    const { page } = session;
    // A throwaway address: the lock-out is per e-mail, so the real admin is never locked out.
    const email = `lockout-${Date.now()}@example.com`;
    await page.goto('/login');
    const alert = alertAboveForm(page);
    const attempt = async (password: string) => {
      const [response] = await Promise.all([page.waitForResponse((r) => r.url().endsWith('/api/users/login')), signInByForm(page, email, password)]);
      return response.status();
    };
    for (let n = 1; n <= 5; n += 1) {
      expect(await attempt(`wrong-${n}`)).toBe(401);
      await alert.getByText('Invalid email or password').waitFor();
    }
    expect(await attempt('wrong-6')).toBe(429);
    await alert.getByText(/Too many sign-in attempts\. Please try again in \d+ (seconds|minutes?)\./).waitFor();
  });

  it("returns to the sign-in page with 'Session expired' when the stored token is no good", async () => {
    const { page } = session;
    // Syntactically a JWT, but expired long ago and not signed by the auth service.
    const header = Buffer.from(JSON.stringify({ alg: 'ES256', typ: 'at+jwt', kid: 'old' })).toString('base64url');
    const payload = Buffer.from(JSON.stringify({ sub: 'x', isAdmin: true, exp: 1_600_000_000 })).toString('base64url');
    await storeSession(page, { _id: 'x', name: 'Site Admin', email: admin.email, isAdmin: true, token: `${header}.${payload}.c2lnbmF0dXJl` });
    await page.goto('/admin/blogs');
    await page.waitForURL(/\/login/);
    await alertAboveForm(page).getByText(/Session expired/).waitFor();
    await expect(page.evaluate(() => window.localStorage.getItem('userInfo'))).resolves.toBeNull();
  });

  it('signs out when an admin call is refused mid-session, with the same message', async () => {
    const { page } = session;
    const userInfo = await signInByApi(page);
    await page.goto('/admin/enquiries');
    await page.getByRole('heading', { level: 1, name: 'Enquiries' }).waitFor();
    // The token is revoked elsewhere (another device signed out).
    const revoked = await page.request.post('/api/users/logout', { headers: { Authorization: `Bearer ${userInfo.token}` } });
    expect(revoked.ok()).toBe(true);
    await page.getByRole('button', { name: 'Refresh' }).click();
    await page.waitForURL(/\/login/);
    await alertAboveForm(page).getByText(/Session expired/).waitFor();
  });

  it('logs out: revokes the token, clears userInfo and reloads to the sign-in page', async () => {
    const { page } = session;
    const userInfo = await signInByApi(page);
    await page.goto('/admin');
    await page.getByRole('heading', { level: 1, name: 'Admin Portal' }).waitFor();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(/\/login$/);
    await page.getByRole('heading', { level: 1, name: 'Sign In' }).waitFor();
    await expect(page.evaluate(() => window.localStorage.getItem('userInfo'))).resolves.toBeNull();
    const profile = await page.request.get('/api/users/profile', { headers: { Authorization: `Bearer ${userInfo.token}` } });
    expect(profile.status()).toBe(401);
  });
});
