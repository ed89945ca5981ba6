import { DataSource } from 'typeorm';
import { AuditRetention } from '../../src/audit/audit-retention.service';
import { startAuthApp, testEnv, type TestAuthApp } from '../support/auth-app';

// Issue 30: any database session could empty the audit log by setting the prune boundary itself
// (SET audit.prune_before = '...') and deleting; only the prune job's role may prune now.
describe('security: the audit log cannot be emptied by a session that sets its prune boundary', () => {
  let auth: TestAuthApp;
  let db: DataSource;

  beforeAll(async () => {
    auth = await startAuthApp(await testEnv());
    db = auth.app.get(DataSource);
  });
  afterAll(() => auth?.close());

  const count = async () => Number(((await db.query(`SELECT count(*) AS n FROM audit.entries`)) as { n: string }[])[0]?.n);

  it('refuses a DELETE even with audit.prune_before set for the session or the transaction', async () => {
    await db.query(`INSERT INTO audit.entries (action, outcome, at) VALUES ('test', 'old', now() - interval '400 days')`);
    const before = await count();
    for (const local of [false, true]) {
      await expect(
        db.transaction(async (tx) => {
          await tx.query(`SELECT set_config('audit.prune_before', '2100-01-01', $1)`, [local]);
          await tx.query(`DELETE FROM audit.entries`);
        }),
      ).rejects.toThrow(/audit entries can only be appended/);
    }
    expect(await count()).toBe(before);
  });

  it('still prunes through audit.prune(), and only what is past retention', async () => {
    await db.query(`INSERT INTO audit.entries (action, outcome, at) VALUES ('test', 'old', now() - interval '400 days'), ('test', 'new', now())`);
    expect(await auth.app.get(AuditRetention).prune()).toBeGreaterThanOrEqual(1);
    const rows = (await db.query(`SELECT outcome FROM audit.entries WHERE action = 'test'`)) as { outcome: string }[];
    expect(rows.map((row) => row.outcome)).toEqual(['new']);
  });
});
