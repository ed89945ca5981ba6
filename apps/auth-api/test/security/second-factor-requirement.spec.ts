import { startAuthApp, testEnv, type TestAuthApp } from '../support/auth-app';
import { account, client, enrol } from './helpers';

// Issue 30: "require a second factor for all staff" only applied at the next sign-in; sessions already open without
// a factor went on for hours.
const password = 'violet kettle marches upstream';

describe('security: requiring a second factor applies to sessions already open', () => {
  let auth: TestAuthApp;
  let http: ReturnType<typeof client>;

  beforeAll(async () => {
    auth = await startAuthApp(await testEnv());
    http = client(auth);
  });
  afterAll(() => auth?.close());

  it('ends the sessions of staff without a factor, and only theirs', async () => {
    const owner = await account(auth, password, 'owner');
    const ownerToken = (await http.signIn(owner.email, password)).body['token'] as string;
    const { recoveryCodes } = await enrol(http.call, ownerToken, password);
    const withFactor = await account(auth, password, 'editor');
    const withFactorToken = (await http.signIn(withFactor.email, password)).body['token'] as string;
    await enrol(http.call, withFactorToken, password);
    const without = await account(auth, password, 'editor');
    const withoutToken = (await http.signIn(without.email, password)).body['token'] as string;
    try {
      expect((await http.call('/api/users/security-settings', { requireSecondFactor: true }, { token: ownerToken, method: 'PUT' })).status).toBe(200);
      expect(await http.profileStatus(withoutToken)).toBe(401);
      expect(await http.profileStatus(withFactorToken)).toBe(200);
      expect(await http.profileStatus(ownerToken)).toBe(200);
      // Their next sign-in is the enrolment.
      expect((await http.signIn(without.email, password)).body).toMatchObject({ secondFactorRequired: true, enrol: true });
    } finally {
      await http.call('/api/users/security-settings', { requireSecondFactor: false }, { token: ownerToken, method: 'PUT' });
      expect(recoveryCodes).toHaveLength(10);
    }
  });
});
