import { accessMismatches, type Caller, discoverRoutes } from '@hvac/test-harness/nest';
import { call, startTestApp, type TestApp } from './test-app';

// A concrete address for a route pattern; ids that do not exist are fine, only the guards' answer matters.
const concrete = (pattern: string) => pattern.replace(/:[A-Za-z]+/g, '999999');

// Each route declares who may call it with @Access beside the route; these tests read those declarations from the
// running application and check that every route answers every kind of caller as its declaration says.
describe('authorisation by role, over every content-api route', () => {
  let t: TestApp;
  let tokens: Record<Caller, string | null>;

  beforeAll(async () => {
    t = await startTestApp();
    tokens = {
      anonymous: null,
      'no role': await t.issuer.sign({ role: null }),
      owner: await t.issuer.sign({ role: 'owner' }),
      admin: await t.issuer.sign({ role: 'admin' }),
      editor: await t.issuer.sign({ role: 'editor' }),
    };
  });
  afterAll(() => t.close());

  it('reads a declaration for every route, and never declares an admin route public', () => {
    const routes = discoverRoutes(t.app);
    expect(routes).toEqual(expect.arrayContaining([['GET /blogs', 'public'], ['POST /blogs', 'staff'], ['GET /api/admin/enquiries', ['owner', 'admin']]]));
    expect(routes.filter(([, access]) => access === undefined).map(([route]) => route)).toEqual([]);
    expect(routes.filter(([route, access]) => route.includes(' /api/admin/') && access === 'public').map(([route]) => route)).toEqual([]);
  });

  it('answers every caller of every route as the route declares: 401 without a token, 403 for a role it does not allow', async () => {
    const mismatches = await accessMismatches(discoverRoutes(t.app), async (caller, method, pattern) => {
      const res = await call(t, method, concrete(pattern), { token: tokens[caller], body: method === 'GET' ? undefined : {} });
      return { status: res.status, body: res.body };
    });
    expect(mismatches).toEqual([]);
  }, 120_000);
});
