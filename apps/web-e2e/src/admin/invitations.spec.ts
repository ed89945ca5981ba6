import type { Page } from 'playwright-core';
import { axeViolations, banner, signInByForm } from './admin-browser';
import { uniqueName } from './admin-env';
import { useAdminSession } from './admin-session';
import { awayFromStepEnd, codeAt } from './authenticator';
import { invitationLink } from './inbox';

// The owner invites a new admin from the users screen; the invitation mail is read from the stack's inbox
// (MailDev's API); the person accepts signed out, signs in, sets up an authenticator app, signs in with its code
// and changes the password. The new account stays (it is unique per run).
const session = useAdminSession({ signedIn: true });

const firstPassword = 'copper meadow lantern drifts';
const secondPassword = 'quiet harbour pencils tumble';

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL(/\/login/);
}

async function signInWithCode(page: Page, email: string, password: string, code: string): Promise<void> {
  await page.goto('/login');
  await signInByForm(page, email, password);
  await page.getByRole('heading', { level: 1, name: 'Two-step verification' }).waitFor();
  await page.getByRole('textbox', { name: 'Code', exact: true }).fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL(/\/admin$/);
}

describe('staff invitations', () => {
  it('invite → accept signed out → sign in → second factor → sign in with code → change password', async () => {
    const owner = session.page;
    const email = `invited-${Date.now().toString(36)}@example.com`;
    const name = uniqueName('Robin Invited');

    // The owner invites from the users screen; the invitation waits in the pending list.
    await owner.goto('/admin/users');
    await owner.getByRole('button', { name: 'Invite someone' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Invite someone' });
    // An owner is offered every role; the screen with its dialog passes the portal's accessibility checks.
    expect(await dialog.getByRole('combobox', { name: /Role/ }).locator('option').allTextContents()).toEqual(['Choose a role', 'Owner', 'Admin', 'Editor']);
    expect(await axeViolations(owner)).toEqual([]);
    await dialog.getByRole('textbox', { name: /E-mail address/ }).fill(email);
    await dialog.getByRole('combobox', { name: /Role/ }).selectOption('admin');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await banner(owner).getByText(`An invitation was sent to ${email}.`).waitFor();
    const pending = owner.getByRole('region', { name: 'Pending invitations' }).getByRole('row').filter({ hasText: email });
    await pending.getByRole('cell', { name: 'Admin', exact: true }).waitFor();

    // The invited person opens the mailed link in a browser of their own, signed out.
    const link = await invitationLink(email);
    const { page } = await session.open();
    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: 'Accept your invitation' }).waitFor();
    await page.getByText(/At least 12 characters, not a common or guessable password/).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('textbox', { name: 'Your name' }).fill(name);
    await page.getByLabel('Password', { exact: true }).fill(firstPassword);
    await page.getByLabel('Password again').fill(`${firstPassword}x`);
    await page.getByRole('button', { name: 'Create my account' }).click();
    await page.getByText('The two passwords are not the same.').waitFor();
    await page.getByLabel('Password again').fill(firstPassword);
    await page.getByRole('button', { name: 'Create my account' }).click();
    await page.getByText(/Your account is ready/).waitFor();
    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL(/\/login$/);

    // The link is spent: opening it again says so.
    await page.goto(link);
    await page.getByRole('textbox', { name: 'Your name' }).fill('Robin Again');
    await page.getByLabel('Password', { exact: true }).fill(firstPassword);
    await page.getByLabel('Password again').fill(firstPassword);
    await page.getByRole('button', { name: 'Create my account' }).click();
    await page.getByText(/This invitation was already accepted/).waitFor();

    // Signed in with the chosen password, as an admin; the invitation left the owner's pending list.
    await page.goto('/login');
    await signInByForm(page, email, firstPassword);
    await page.waitForURL(/\/admin$/);
    await owner.reload();
    await owner.getByRole('region', { name: 'Users' }).getByRole('row').filter({ hasText: email }).getByText(name).waitFor();
    expect(await pending.count()).toBe(0);

    // An authenticator app, enrolled by its manual key; the previous step's code switches it on.
    await page.goto('/admin/account/security');
    // Setting up a factor asks for the password again.
    await page.getByLabel('Your password').fill(firstPassword);
    await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
    const manualKey = (await page.getByTestId('manual-key').textContent()) ?? '';
    await awayFromStepEnd();
    await page.getByRole('textbox', { name: 'Code from the app' }).fill(codeAt(manualKey, -1));
    await page.getByRole('button', { name: 'Turn on' }).click();
    await page.getByTestId('recovery-codes').waitFor();
    const recoveryCode = (await page.getByTestId('recovery-codes').locator('code').first().textContent()) ?? '';
    await page.getByRole('button', { name: 'I have saved these codes' }).click();

    // Password, then the app's code.
    await signOut(page);
    await signInWithCode(page, email, firstPassword, codeAt(manualKey));

    // A new password; the next sign-in takes it (and a code of the next step, as the current one is spent).
    await page.goto('/admin/account');
    await page.getByLabel('Current password').fill(firstPassword);
    await page.getByLabel('New password').fill(secondPassword);
    // With a factor on, a password change asks for a code too (a recovery code here: the app's current one is spent).
    await page.getByLabel(/Code from your authenticator app/).fill(recoveryCode);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText(/Password changed/).waitFor();
    await signOut(page);
    await signInWithCode(page, email, secondPassword, codeAt(manualKey, 1));
  }, 120_000);
});
