import type { UserInfo } from '@hvac/contracts';
import type { Page } from 'playwright-core';
import { axeViolations, signInByForm } from './admin-browser';
import { admin } from './admin-env';
import { useAdminSession } from './admin-session';
import { awayFromStepEnd, codeAt } from './authenticator';

// The admin account gets a second factor here and loses it again at the end (through the API, with two of its
// recovery codes), so the other admin tests keep signing in with the password alone. One failing code is sent.
const session = useAdminSession({ signedIn: true });


async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL(/\/login/);
}

async function passwordThenCode(page: Page, code: string): Promise<void> {
  await page.goto('/login');
  await signInByForm(page);
  await page.getByRole('heading', { level: 1, name: 'Two-step verification' }).waitFor();
  await page.getByRole('textbox', { name: 'Code', exact: true }).fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
}

// Turns the factor off over the API: password → challenge → recovery code → token → disable with another one.
async function removeFactor(page: Page, recoveryCodes: string[]): Promise<void> {
  const [forSignIn, forDisable] = recoveryCodes.slice(-2);
  const challenge = (await (await page.request.post('/api/users/login', { data: { email: admin.email, password: admin.password } })).json()) as { challenge: string };
  const signedIn = (await (await page.request.post('/api/users/login/second-factor', { data: { challenge: challenge.challenge, code: forSignIn } })).json()) as UserInfo;
  const off = await page.request.post('/api/users/second-factor/disable', {
    headers: { Authorization: `Bearer ${signedIn.token}` },
    data: { password: admin.password, code: forDisable },
  });
  expect(off.status()).toBe(200);
}

describe('second factor', () => {
  it('enrols an authenticator app, then signs in with its code; a recovery code works once', async () => {
    const { page } = session;
    await page.goto('/admin/account/security');
    await page.getByRole('heading', { level: 1, name: 'Sign-in security' }).waitFor();
    await page.getByTestId('second-factor-state').getByText('off').waitFor();
    // Setting up a factor asks for the password again.
    await page.getByLabel('Your password').fill(admin.password);
    await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
    await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    const manualKey = (await page.getByTestId('manual-key').textContent()) ?? '';
    expect(manualKey).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
    expect(await axeViolations(page)).toEqual([]);

    // The previous step's code switches it on, so the current one is still fresh for the sign-in below.
    await awayFromStepEnd();
    await page.getByRole('textbox', { name: 'Code from the app' }).fill(codeAt(manualKey, -1));
    await page.getByRole('button', { name: 'Turn on' }).click();
    const codesList = page.getByTestId('recovery-codes');
    await codesList.waitFor();
    const recoveryCodes = await codesList.locator('code').allTextContents();
    try {
      expect(recoveryCodes).toHaveLength(10);
      await page.getByRole('button', { name: 'I have saved these codes' }).click();
      await page.getByTestId('second-factor-state').getByText('Recovery codes left: 10').waitFor();

      // Sign out; the password alone no longer signs in: the code of the app does.
      await signOut(page);
      await passwordThenCode(page, codeAt(manualKey));
      await page.waitForURL(/\/admin$/);

      // The code step passes the same accessibility checks as the rest of the portal.
      await signOut(page);
      await page.goto('/login');
      await signInByForm(page);
      await page.getByRole('heading', { level: 1, name: 'Two-step verification' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);

      // A recovery code instead of the app: once.
      const [recoveryCode] = recoveryCodes;
      await passwordThenCode(page, recoveryCode ?? '');
      await page.waitForURL(/\/admin$/);
      await signOut(page);
      await passwordThenCode(page, recoveryCode ?? '');
      await page.locator('form .signin-form__alert[role="alert"]').getByText(/not right, or was already used/).waitFor();
      expect(new URL(page.url()).pathname).toBe('/login');
      expect(await page.evaluate(() => window.localStorage.getItem('userInfo'))).toBeNull();
    } finally {
      await removeFactor(page, recoveryCodes);
    }
  }, 90_000);
});
