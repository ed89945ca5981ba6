import type { StaffRole } from '@hvac/contracts';
import { accessMismatches, discoverRoutes } from '@hvac/test-harness/nest';
import { SessionsService } from '../src/sessions/sessions.service';
import { UsersService } from '../src/users/users.service';
import { freshIp, login, startAuthApp, testEnv, type TestAuthApp } from './support/auth-app';

const password = 'violet kettle marches upstream';

describe('staff users and their roles', () => {
  let auth: TestAuthApp;
  let sessions: SessionsService;
  let users: UsersService;
  let counter = 0;

  // A real account with the role, and a session for it as sign-in starts one.
  const member = async (role: StaffRole | null) => {
    const email = `${role ?? 'visitor'}-${++counter}@example.com`;
    await users.createIfAbsent({ email, name: `${role ?? 'visitor'} ${counter}`, password, role });
    const user = await users.findByEmail(email);
    if (!user) throw new Error(`${email} was not created`);
    return { id: user.id, email, token: (await sessions.signIn({ userId: user.id, validAfter: user.sessionsValidAfter.getTime() }, { address: '127.0.0.1' })).token };
  };

  const request = async (method: string, path: string, token: string | null, body?: unknown) => {
    const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${auth.url}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await res.text();
    return { status: res.status, headers: res.headers, body: (text ? JSON.parse(text) : undefined) as Record<string, unknown> };
  };

  beforeAll(async () => {
    auth = await startAuthApp(await testEnv());
    sessions = auth.app.get(SessionsService);
    users = auth.app.get(UsersService);
  });
  afterAll(async () => {
    await auth?.close();
  });

  describe('authorisation matrix', () => {
    let target: string;

    beforeAll(async () => {
      target = (await member('editor')).id;
    });

    // Each route declares who may call it with @Access beside the route; this reads those declarations from the
    // running application and checks that every route answers every kind of caller as its declaration says.
    it('reads a declaration for every route, and never lets anyone unsigned manage staff', () => {
      const routes = discoverRoutes(auth.app);
      expect(routes).toEqual(expect.arrayContaining([['POST /api/users/login', 'public'], ['GET /api/users/profile', 'signed-in'], ['GET /api/users/audit', ['owner']]]));
      expect(routes.filter(([, access]) => access === undefined).map(([route]) => route)).toEqual([]);
      expect(routes.filter(([route, access]) => /^\w+ \/api\/users(\/:id.*)?$/.test(route) && access === 'public').map(([route]) => route)).toEqual([]);
    });

    it('answers every caller of every route as the route declares: 401 without a token, 403 for a role it does not allow', async () => {
      const mismatches = await accessMismatches(discoverRoutes(auth.app), async (caller, method, pattern) => {
        // Reading and role changes act on a real editor; the destructive calls on an id that does not exist.
        const id = method === 'GET' || pattern.endsWith('/role') ? target : '00000000-0000-4000-8000-000000000000';
        // A caller of its own per call: signing out or a role change must not spoil the next call's token.
        const token = caller === 'anonymous' ? null : (await member(caller === 'no role' ? null : caller)).token;
        return request(method, pattern.replace(':id', id), token, method === 'GET' ? undefined : { role: 'editor' });
      });
      expect(mismatches).toEqual([]);
    }, 120_000);
  });

  it('lists every user with role, state and last sign-in, and never lets a cache keep it', async () => {
    const owner = await member('owner');
    const editor = await member('editor');
    expect((await login(auth.url, { email: editor.email, password }, freshIp())).status).toBe(200);
    const res = await request('GET', `/api/users?q=${encodeURIComponent(editor.email)}`, owner.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const rows = (res.body as unknown as { items: Record<string, unknown>[] }).items;
    expect(rows.find((row) => row['_id'] === editor.id)).toEqual({
      _id: editor.id,
      name: expect.stringMatching(/^editor/),
      email: editor.email,
      role: 'editor',
      active: true,
      lastSignInAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      secondFactor: false,
    });
    expect(JSON.stringify(rows)).not.toMatch(/argon|password/i);
  });

  it('pages the users with a total and finds them by part of a name or e-mail', async () => {
    const owner = await member('owner');
    const tag = `pager${Date.now()}`;
    for (let i = 0; i < 23; i++) await users.createIfAbsent({ email: `${tag}-${i}@example.com`, name: `Paged ${tag} ${String(i).padStart(2, '0')}`, password, role: 'editor' });
    type UserPage = { items: { email: string }[]; total: number; limit: number; offset: number };
    const page = async (query: string) => (await request('GET', `/api/users?${query}`, owner.token)).body as unknown as UserPage;
    const first = await page(`q=${tag}&limit=20`);
    expect(first).toMatchObject({ total: 23, limit: 20, offset: 0 });
    expect(first.items).toHaveLength(20);
    const last = await page(`q=${tag.toUpperCase()}&limit=20&offset=20`);
    expect(last.items.map((u) => u.email)).toEqual([20, 21, 22].map((i) => `${tag}-${i}@example.com`));
    expect((await page(`q=${tag}-7@`)).items.map((u) => u.email)).toEqual([`${tag}-7@example.com`]);
    // % and _ are matched as themselves, not as wildcards.
    expect((await page('q=%25')).total).toBe(0);
    for (const bad of ['limit=101', 'offset=-1', `q=${'x'.repeat(101)}`]) {
      const res = await request('GET', `/api/users?${bad}`, owner.token);
      expect({ status: res.status, message: (res.body as { message?: string }).message }).toMatchObject({ status: 400, message: expect.stringMatching(/^(limit|offset|q) /) });
    }
  });

  it('changes a role, and the old token stops working at once', async () => {
    const admin = await member('admin');
    const editor = await member('editor');
    const res = await request('PUT', `/api/users/${editor.id}/role`, admin.token, { role: 'admin' });
    expect(res).toMatchObject({ status: 200, body: { _id: editor.id, role: 'admin' } });
    expect((await request('GET', '/api/users/profile', editor.token)).status).toBe(401);
  });

  it('refuses bad input with a 400 that names the problem', async () => {
    const owner = await member('owner');
    const editor = await member('editor');
    expect(await request('PUT', `/api/users/${editor.id}/role`, owner.token, { role: 'superuser' })).toMatchObject({ status: 400, body: { message: expect.stringMatching(/role must be one of owner, admin, editor/) } });
    expect(await request('PUT', `/api/users/not-an-id/role`, owner.token, { role: 'admin' })).toMatchObject({ status: 400, body: { message: 'id must be a user id' } });
    expect(await request('POST', `/api/users/00000000-0000-4000-8000-000000000000/deactivate`, owner.token)).toMatchObject({ status: 404, body: { message: 'No such user' } });
  });

  it('refuses a user editing their own role, deactivating or deleting themselves', async () => {
    const owner = await member('owner');
    expect(await request('PUT', `/api/users/${owner.id}/role`, owner.token, { role: 'admin' })).toMatchObject({ status: 403, body: { message: 'You cannot change your own role' } });
    expect(await request('POST', `/api/users/${owner.id}/deactivate`, owner.token)).toMatchObject({ status: 403, body: { message: 'You cannot deactivate or delete your own account' } });
    expect(await request('DELETE', `/api/users/${owner.id}`, owner.token)).toMatchObject({ status: 403 });
  });

  it('lets an admin manage editors and admins but never touch an owner or make one', async () => {
    const admin = await member('admin');
    const owner = await member('owner');
    const editor = await member('editor');
    const refused = { status: 403, body: { message: 'Only an owner can demote, deactivate or delete an owner' } };
    expect(await request('PUT', `/api/users/${owner.id}/role`, admin.token, { role: 'editor' })).toMatchObject(refused);
    expect(await request('POST', `/api/users/${owner.id}/deactivate`, admin.token)).toMatchObject(refused);
    expect(await request('DELETE', `/api/users/${owner.id}`, admin.token)).toMatchObject(refused);
    expect(await request('PUT', `/api/users/${editor.id}/role`, admin.token, { role: 'owner' })).toMatchObject({ status: 403, body: { message: 'Only an owner can make someone an owner' } });
    expect((await request('POST', `/api/users/${editor.id}/deactivate`, admin.token)).status).toBe(200);
  });

  it('deactivates a user: their token is refused at once, sign-in fails, and reactivating lets them back in', async () => {
    const owner = await member('owner');
    const editor = await member('editor');
    expect(await request('POST', `/api/users/${editor.id}/deactivate`, owner.token)).toMatchObject({ status: 200, body: { active: false } });
    expect((await request('GET', '/api/users/profile', editor.token)).status).toBe(401);
    expect((await login(auth.url, { email: editor.email, password }, freshIp())).status).toBe(401);
    expect(await request('POST', `/api/users/${editor.id}/activate`, owner.token)).toMatchObject({ status: 200, body: { active: true } });
    expect((await login(auth.url, { email: editor.email, password }, freshIp())).status).toBe(200);
  });

  it('deletes a user, who can no longer sign in', async () => {
    const owner = await member('owner');
    const editor = await member('editor');
    expect((await request('DELETE', `/api/users/${editor.id}`, owner.token)).status).toBe(204);
    expect((await request('GET', '/api/users/profile', editor.token)).status).toBe(401);
    expect(await users.findById(editor.id)).toBeNull();
  });

  it('never removes or demotes the last active owner, even when two owners act at once', async () => {
    // Every owner but two leaves first, so exactly two remain.
    const first = await member('owner');
    const second = await member('owner');
    type Listed = { _id: string; role: string; active: boolean };
    const others: Listed[] = [];
    for (let total = Infinity; others.length < total; ) {
      const page = (await request('GET', `/api/users?limit=100&offset=${others.length}`, first.token)).body as unknown as { items: Listed[]; total: number };
      others.push(...page.items);
      total = page.total;
    }
    for (const other of others.filter((u) => u.role === 'owner' && u.active && u._id !== first.id && u._id !== second.id)) {
      expect((await request('POST', `/api/users/${other._id}/deactivate`, first.token)).status).toBe(200);
    }
    const [a, b] = await Promise.all([
      request('PUT', `/api/users/${second.id}/role`, first.token, { role: 'editor' }),
      request('PUT', `/api/users/${first.id}/role`, second.token, { role: 'editor' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 403]);
    const loser = a.status === 403 ? a : b;
    expect(loser.body).toEqual({ message: 'The last active owner cannot be demoted, deactivated or deleted' });
    const remaining = a.status === 200 ? first : second;
    const demoted = a.status === 200 ? second : first;
    const next = await member('owner');
    // The demoted owner's token is revoked; the remaining owner still cannot leave while alone once `next` goes.
    expect((await request('DELETE', `/api/users/${next.id}`, remaining.token)).status).toBe(204);
    expect(await request('DELETE', `/api/users/${remaining.id}`, (await member('admin')).token)).toMatchObject({ status: 403 });
    expect((await request('GET', '/api/users/profile', demoted.token)).status).toBe(401);
  });
});
