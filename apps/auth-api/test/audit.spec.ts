import type { AuditPage } from '@hvac/contracts';
import { DataSource } from 'typeorm';
import { AuditEntries } from '@hvac/server-kit';
import { AuditRetention } from '../src/audit/audit-retention.service';
import { UsersService } from '../src/users/users.service';
import { adminPassword, freshIp, login, startAuthApp, testEnv, type TestAuthApp } from './support/auth-app';

type EntryRow = { action: string; outcome: string; actor_id: string | null; actor_email: string | null; address: string | null };

describe('audit log', () => {
  let auth: TestAuthApp;
  let db: DataSource;

  const entriesFrom = async (address: string) =>
    (await db.query(`SELECT action, outcome, actor_id, actor_email, address FROM audit.entries WHERE address = $1 ORDER BY id`, [address])) as EntryRow[];

  beforeAll(async () => {
    auth = await startAuthApp(await testEnv());
    db = auth.app.get(DataSource);
  });
  afterAll(async () => {
    await auth?.close();
  });

  it('records a sign-in, a failure and a lock with who and from where, never the password', async () => {
    const ip = freshIp();
    expect((await login(auth.url, { email: auth.adminEmail, password: adminPassword }, ip)).status).toBe(200);
    for (let i = 0; i < 5; i += 1) expect((await login(auth.url, { email: auth.adminEmail, password: 'wrong password 1' }, ip)).status).toBe(401);
    expect((await login(auth.url, { email: auth.adminEmail, password: 'wrong password 1' }, ip)).status).toBe(429);

    const rows = await entriesFrom(ip);
    expect(rows.map((r) => r.outcome)).toEqual(['succeeded', 'failed', 'failed', 'failed', 'failed', 'failed', 'locked']);
    expect(rows.every((r) => r.action === 'sign-in' && r.actor_email === auth.adminEmail)).toBe(true);
    expect(rows[0]?.actor_id).toMatch(/^[0-9a-f-]{36}$/);
    const stored = JSON.stringify(await db.query(`SELECT * FROM audit.entries`));
    expect(stored).not.toContain(adminPassword);
    expect(stored).not.toContain('wrong password');
  });

  it('records every write made with a staff token (route pattern, outcome, who, where), and no reads', async () => {
    const ip = freshIp();
    const signedIn = await login(auth.url, { email: auth.adminEmail, password: adminPassword }, ip);
    const headers = { authorization: `Bearer ${String(signedIn.body['token'])}`, 'x-forwarded-for': ip };
    expect((await fetch(`${auth.url}/api/users/profile`, { headers })).status).toBe(200);
    expect((await fetch(`${auth.url}/api/users/logout`, { method: 'POST', headers })).status).toBe(200);
    // The token is revoked now: the refused write never reaches the log, and neither does one without a token.
    expect((await fetch(`${auth.url}/api/users/logout`, { method: 'POST', headers })).status).toBe(401);
    expect((await fetch(`${auth.url}/api/users/logout`, { method: 'POST', headers: { 'x-forwarded-for': ip } })).status).toBe(401);

    const rows = await entriesFrom(ip);
    expect(rows.map((r) => [r.action, r.outcome])).toEqual([
      ['sign-in', 'succeeded'],
      ['POST /api/users/logout', '200'],
    ]);
    expect(rows[1]).toMatchObject({ actor_id: signedIn.body['_id'], actor_email: auth.adminEmail, address: ip });
  });

  it('refuses UPDATE, DELETE and TRUNCATE by the application', async () => {
    await auth.app.get(AuditEntries).record({ action: 'test', outcome: 'ok', address: 'append-only-check' });
    await expect(db.query(`UPDATE audit.entries SET outcome = 'forged' WHERE address = 'append-only-check'`)).rejects.toThrow('audit entries can only be appended');
    await expect(db.query(`DELETE FROM audit.entries WHERE address = 'append-only-check'`)).rejects.toThrow('audit entries can only be appended');
    await expect(db.query(`TRUNCATE audit.entries`)).rejects.toThrow('audit entries can only be appended');
    // Setting the prune marker by hand does not open recent entries either.
    await expect(
      db.transaction(async (tx) => {
        await tx.query(`SELECT set_config('audit.prune_before', (now() - interval '1 day')::text, true)`);
        await tx.query(`DELETE FROM audit.entries WHERE address = 'append-only-check'`);
      }),
    ).rejects.toThrow('audit entries can only be appended');
    expect(await entriesFrom('append-only-check')).toHaveLength(1);
  });

  it('prunes only entries older than the retention (365 days by default)', async () => {
    // Old entries can only be inserted as old: there is no way to age one afterwards.
    await db.query(`INSERT INTO audit.entries (at, action, outcome, address) VALUES (now() - interval '366 days', 'old', 'ok', 'prune-check'), (now() - interval '364 days', 'kept', 'ok', 'prune-check')`);
    expect(await auth.app.get(AuditRetention).prune()).toBe(1);
    expect((await entriesFrom('prune-check')).map((r) => r.action)).toEqual(['kept']);
    await expect(db.query(`SELECT audit.prune(0)`)).rejects.toThrow('retention must be at least one day');
  });
});

describe('audit log for owners', () => {
  let auth: TestAuthApp;
  let adminToken: string;

  const list = (query: string, token = adminToken) =>
    fetch(`${auth.url}/api/users/audit${query}`, { headers: { authorization: `Bearer ${token}` } }).then(async (res) => ({
      status: res.status,
      body: (await res.json()) as AuditPage & { message?: string },
    }));

  beforeAll(async () => {
    auth = await startAuthApp(await testEnv());
    adminToken = String((await login(auth.url, { email: auth.adminEmail, password: adminPassword })).body['token']);
    const entries = auth.app.get(AuditEntries);
    for (let i = 0; i < 55; i += 1) await entries.record({ action: 'POST /blogs', outcome: '201', actorEmail: 'editor_1@example.com' });
    await entries.record({ action: 'DELETE /blogs/:id', outcome: '200', actorEmail: 'other@example.com', target: '7' });
  });
  afterAll(async () => {
    await auth?.close();
  });

  it('pages newest first and filters by who, action and dates', async () => {
    const first = await list('');
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(57);
    expect(first.body).toMatchObject({ limit: 20, offset: 0 });
    expect(first.body.items).toHaveLength(20);
    expect(first.body.items[0]).toMatchObject({ action: 'DELETE /blogs/:id', actorEmail: 'other@example.com', target: '7' });
    expect((await list('?offset=40')).body.items).toHaveLength(17);
    // "_" is a letter here, not a LIKE wildcard.
    expect((await list('?who=EDITOR_1')).body.total).toBe(55);
    expect((await list('?who=editorx1')).body.total).toBe(0);
    expect((await list('?action=sign-in')).body.items).toEqual([expect.objectContaining({ outcome: 'succeeded', actorEmail: auth.adminEmail })]);
    expect((await list('?action=DELETE')).body.total).toBe(1);
    expect((await list(`?from=${new Date(Date.now() + 60_000).toISOString()}`)).body.total).toBe(0);
    expect((await list(`?to=${new Date(Date.now() + 60_000).toISOString()}`)).body.total).toBe(57);
  });

  it('refuses bad filters with a message and staff without admin rights', async () => {
    expect(await list('?offset=-1')).toMatchObject({ status: 400, body: { message: expect.stringContaining('offset must not be negative') } });
    expect(await list('?limit=101')).toMatchObject({ status: 400, body: { message: expect.stringContaining('limit must be at most 100') } });
    expect(await list('?from=yesterday')).toMatchObject({ status: 400, body: { message: expect.stringContaining('from must be a date') } });
    expect(await list('?sort=at')).toMatchObject({ status: 400 });
    expect((await list('', 'not-a-token')).status).toBe(401);
    await auth.app.get(UsersService).createIfAbsent({ email: 'member@example.com', name: 'Member', password: 'member password 1', role: null });
    const memberToken = String((await login(auth.url, { email: 'member@example.com', password: 'member password 1' })).body['token']);
    expect((await list('', memberToken)).status).toBe(403);
  });
});
