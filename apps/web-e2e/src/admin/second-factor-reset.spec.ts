import type { UserInfo } from '@hvac/contracts';
import type { APIRequestContext } from 'playwright-core';
import { axeViolations, banner } from './admin-browser';
import { admin, uniqueName } from './admin-env';
import { useAdminSession } from './admin-session';
import { awayFromStepEnd, codeAt } from './authenticator';
import { invitationLink } from './inbox';

// A colleague lost the phone with their authenticator app (and the recovery codes): the owner switches the factor
// off from the users screen, after confirming, and the colleague signs in with the password alone. The colleague
// is made through the API (invited, accepted from the mailed link, enrolled) and deleted at the end.
const session = useAdminSession({ signedIn: true });
const password = 'amber orchard ladders hum';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function signIn(request: APIRequestContext, email: string, pass: string): Promise<UserInfo & { secondFactorRequired?: boolean }> {
  const res = await request.post('/api/users/login', { data: { email, password: pass } });
  expect(res.status()).toBe(200);
  return (await res.json()) as UserInfo & { secondFactorRequired?: boolean };
}

// Invited as an editor, accepted from the mail's link, then an authenticator app switched on.
async function colleagueWithFactor(request: APIRequestContext, ownerToken: string, email: string, name: string): Promise<string> {
  expect((await request.post('/api/users/invitations', { headers: bearer(ownerToken), data: { email, role: 'editor' } })).status()).toBe(201);
  const token = new URL(await invitationLink(email), 'http://stack').hash.slice(1);
  expect((await request.post('/api/users/invitations/accept', { data: { token, name, password } })).status()).toBe(200);
  const signedIn = await signIn(request, email, password);
  const setup = await request.post('/api/users/second-factor/enrolment', { headers: bearer(signedIn.token), data: { password } });
  expect(setup.status()).toBe(200);
  const { manualKey } = (await setup.json()) as { manualKey: string };
  await awayFromStepEnd();
  const confirmed = await request.post('/api/users/second-factor/enrolment/confirm', { headers: bearer(signedIn.token), data: { code: codeAt(manualKey, -1) } });
  expect(confirmed.status()).toBe(200);
  return signedIn.token;
}

describe('second factor reset by the owner', () => {
  it('resets a colleague’s authenticator app from the users screen after a confirmation; they sign in with the password alone', async () => {
    const owner = session.page;
    const email = `lost-phone-${Date.now().toString(36)}@example.com`;
    const name = uniqueName('Casey Lostphone');
    const ownerToken = (await signIn(owner.request, admin.email, admin.password)).token;
    const colleagueToken = await colleagueWithFactor(owner.request, ownerToken, email, name);
    expect((await signIn(owner.request, email, password)).secondFactorRequired).toBe(true);

    try {
      await owner.goto('/admin/users');
      const row = owner.getByRole('region', { name: 'Users' }).getByRole('row').filter({ hasText: email });
      await row.getByText('Authenticator app on').waitFor();
      const resetButton = row.getByRole('button', { name: 'Reset second factor' });

      // Cancel first: nothing changes.
      await resetButton.click();
      const dialog = owner.getByRole('alertdialog', { name: 'Reset second factor' });
      await dialog.getByText(`Switch off the authenticator app of ${name}?`).waitFor();
      expect(await axeViolations(owner)).toEqual([]);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'hidden' });
      expect((await signIn(owner.request, email, password)).secondFactorRequired).toBe(true);

      // Confirmed: the server's message in the banner, the row without a factor or the button.
      await resetButton.click();
      await dialog.getByRole('button', { name: 'Reset second factor' }).click();
      await banner(owner).getByText(`The second factor of ${email} is off`, { exact: false }).waitFor();
      await row.getByText('Authenticator app on').waitFor({ state: 'detached' });
      expect(await row.getByRole('button', { name: 'Reset second factor' }).count()).toBe(0);

      // Their sessions ended; the password alone signs them in now.
      expect((await owner.request.get('/api/users/profile', { headers: bearer(colleagueToken) })).status()).toBe(401);
      const after = await signIn(owner.request, email, password);
      expect(after.secondFactorRequired).toBeUndefined();
      expect(after.token).toEqual(expect.any(String));
    } finally {
      const users = (await (await owner.request.get(`/api/users?q=${encodeURIComponent(email)}`, { headers: bearer(ownerToken) })).json()) as { items: { _id: string; email: string }[] };
      const colleague = users.items.find((u) => u.email === email);
      if (colleague) await owner.request.delete(`/api/users/${colleague._id}`, { headers: bearer(ownerToken) });
    }
  }, 120_000);
});
