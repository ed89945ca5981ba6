import { account, enrol, useAuthApp } from './helpers';

// Issue 30: "require a second factor for all staff" only applied at the next sign-in; sessions already open without
// a factor went on for hours.
const password = 'violet kettle marches upstream';

describe('security: requiring a second factor applies to sessions already open', () => {
  const app = useAuthApp();

  it('ends the sessions of staff without a factor, and only theirs', async () => {
    const owner = await account(app.auth, password, 'owner');
    const ownerToken = (await app.http.signIn(owner.email, password)).body['token'] as string;
    const { recoveryCodes } = await enrol(app.http.call, ownerToken, password);
    const withFactor = await account(app.auth, password, 'editor');
    const withFactorToken = (await app.http.signIn(withFactor.email, password)).body['token'] as string;
    await enrol(app.http.call, withFactorToken, password);
    const without = await account(app.auth, password, 'editor');
    const withoutToken = (await app.http.signIn(without.email, password)).body['token'] as string;
    try {
      expect((await app.http.call('/api/users/security-settings', { requireSecondFactor: true }, { token: ownerToken, method: 'PUT' })).status).toBe(200);
      expect(await app.http.profileStatus(withoutToken)).toBe(401);
      expect(await app.http.profileStatus(withFactorToken)).toBe(200);
      expect(await app.http.profileStatus(ownerToken)).toBe(200);
      // Their next sign-in is the enrolment.
      expect((await app.http.signIn(without.email, password)).body).toMatchObject({ secondFactorRequired: true, enrol: true });
    } finally {
      await app.http.call('/api/users/security-settings', { requireSecondFactor: false }, { token: ownerToken, method: 'PUT' });
      expect(recoveryCodes).toHaveLength(10);
    }
  });
});
