import { historyPaths, type Redirect } from '@hvac/contracts';
import { DataSource } from 'typeorm';
import { call, startTestApp, type TestApp } from './test-app';

type Reply<T> = { data: T };
type EntryRow = { action: string; outcome: string; actor_email: string | null; target: string | null };

describe('audit of staff writes in content-api', () => {
  let t: TestApp;
  let db: DataSource;

  beforeAll(async () => {
    t = await startTestApp();
    db = t.app.get(DataSource);
    // auth-api's migrations create audit.entries (with its append-only trigger) in the database both services
    // share; this suite's own database gets a table of the same columns.
    await db.query(`CREATE SCHEMA audit`);
    await db.query(`
      CREATE TABLE audit.entries (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, at timestamptz NOT NULL DEFAULT now(), action varchar(100) NOT NULL,
        actor_id uuid, actor_email varchar(254), target varchar(200), outcome varchar(40) NOT NULL, address varchar(64))`);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('records each write with a staff token by route pattern, target and outcome, and no reads or anonymous writes', async () => {
    const created = await call<Reply<Redirect>>(t, 'POST', historyPaths.adminRedirects, { body: { source_path: '/audit-old', target_path: '/audit-new' } });
    expect(created.status).toBe(201);
    const id = String(created.body.data.redirect_id);
    expect((await call(t, 'GET', historyPaths.adminRedirects)).status).toBe(200);
    expect((await call(t, 'DELETE', `${historyPaths.adminRedirects}/${id}`)).status).toBeLessThan(300);
    expect((await call(t, 'DELETE', `${historyPaths.adminRedirects}/${id}`)).status).toBe(404);
    expect((await call(t, 'DELETE', `${historyPaths.adminRedirects}/${id}`, { token: null })).status).toBe(401);

    const rows = (await db.query(`SELECT action, outcome, actor_email, target FROM audit.entries ORDER BY id`)) as EntryRow[];
    const route = `${historyPaths.adminRedirects}/:id`;
    expect(rows.map((r) => [r.action, r.outcome, r.target])).toEqual([
      [`POST ${historyPaths.adminRedirects}`, '201', null],
      [`DELETE ${route}`, expect.stringMatching(/^20\d$/), id],
      [`DELETE ${route}`, '404', id],
    ]);
    expect(rows.every((r) => r.actor_email === 'admin@example.com')).toBe(true);
  });
});
