import { createHash, randomBytes } from 'node:crypto';
import { apiPaths } from '@hvac/contracts';
import { openMigratedDataSource } from '@hvac/server-kit';
import { createTestDatabase } from '@hvac/test-harness';
import { startTestTokenIssuer, type TestTokenIssuer } from '@hvac/test-harness/nest';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { AddressInfo } from 'node:net';
import { DataSource } from 'typeorm';
import { createContentApp } from '../../src/app.setup';
import { CreateContentTables1763800000000 } from '../../src/database/migrations/1763800000000-CreateContentTables';
import { contentDatabase } from '../../src/database/data-source-options';
import { CreateLeadsTables1763800100000 } from '../../src/leads/migrations/1763800100000-CreateLeadsTables';
import { MarkSpamAndSkippedMails1795900000000 } from '../../src/leads/migrations/1795900000000-MarkSpamAndSkippedMails';
import { HashSubscriberTokens1795900100000 } from '../../src/leads/migrations/1795900100000-HashSubscriberTokens';
import { testEnv } from '../test-app';

const token = () => randomBytes(32).toString('base64url');
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

// A database as the release before these migrations left it, with links already mailed, then the
// current app started on it: the start-up migrations convert the rows and the old links still work.
// The SQL names the old columns on purpose: the entities no longer have them.
describe('leads migrations on rows of the earlier release', () => {
  let databaseUrl: string;
  let issuer: TestTokenIssuer;
  let app: NestFastifyApplication;
  let baseUrl: string;
  const fresh = { confirm: token(), unsubscribe: token() };
  const stale = { confirm: token(), unsubscribe: token() };

  beforeAll(async () => {
    databaseUrl = await createTestDatabase('content');
    const options = contentDatabase(databaseUrl);
    const { dataSource } = await openMigratedDataSource({ ...options, migrations: [CreateContentTables1763800000000, CreateLeadsTables1763800100000] });
    const subscriber = `INSERT INTO content.subscribers (email, status, consent_version, consent_at, confirm_token, confirm_requested_at, unsubscribe_token)
      VALUES ($1, 'pending', 'v1', now(), $2, now() - make_interval(days => $3), $4)`;
    await dataSource.query(subscriber, ['fresh@example.net', fresh.confirm, 2, fresh.unsubscribe]);
    await dataSource.query(subscriber, ['stale@example.net', stale.confirm, 8, stale.unsubscribe]);
    await dataSource.query(`INSERT INTO content.enquiries (form_type, name, email, subject, message, dedupe_key, ack_state)
      VALUES ('Contact Page Form', 'Old', 'old@example.org', 'Old', 'Old', repeat('0', 64), 'sent')`);
    await dataSource.destroy();

    issuer = await startTestTokenIssuer();
    app = await createContentApp(testEnv(databaseUrl, issuer.jwksUrl));
    await app.listen(0, '127.0.0.1');
    baseUrl = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await issuer?.stop();
  });

  it('keeps only the hashes of the tokens, with the age of each confirmation', async () => {
    const db = app.get(DataSource);
    const columns: { column_name: string }[] = await db.query(
      `SELECT column_name FROM information_schema.columns WHERE table_schema = 'content' AND table_name = 'subscribers'`,
    );
    expect(columns.map((c) => c.column_name)).not.toEqual(expect.arrayContaining(['confirm_token']));
    expect(columns.map((c) => c.column_name)).not.toEqual(expect.arrayContaining(['unsubscribe_token']));
    const tokens: { token_hash: string; purpose: string; email: string; days: number }[] = await db.query(
      `SELECT t.token_hash, t.purpose, s.email, round(extract(epoch FROM now() - t.created_at) / 86400)::int AS days
       FROM content.subscriber_tokens t JOIN content.subscribers s ON s.id = t.subscriber_id ORDER BY s.email, t.purpose`,
    );
    expect(tokens).toEqual([
      { token_hash: sha256(fresh.confirm), purpose: 'confirm', email: 'fresh@example.net', days: 2 },
      { token_hash: sha256(fresh.unsubscribe), purpose: 'unsubscribe', email: 'fresh@example.net', days: 0 },
      { token_hash: sha256(stale.confirm), purpose: 'confirm', email: 'stale@example.net', days: 8 },
      { token_hash: sha256(stale.unsubscribe), purpose: 'unsubscribe', email: 'stale@example.net', days: 0 },
    ]);
  });

  it('the links already mailed keep working, and an old confirmation still expires', async () => {
    const confirm = await fetch(`${baseUrl}${apiPaths.newsletterConfirm}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `token=${fresh.confirm}`,
    });
    expect(confirm.status).toBe(200);
    expect(await confirm.text()).toContain('You are subscribed');
    expect((await fetch(`${baseUrl}${apiPaths.newsletterConfirm}?token=${stale.confirm}`)).status).toBe(410);
    const unsubscribe = await fetch(`${baseUrl}${apiPaths.newsletterUnsubscribe}?token=${stale.unsubscribe}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(await unsubscribe.text()).toContain('You are unsubscribed');
  });

  it('earlier enquiries count as new and keep their delivery state', async () => {
    const [row]: { status: string; ack_state: string }[] = await app.get(DataSource).query(`SELECT status, ack_state FROM content.enquiries`);
    expect(row).toEqual({ status: 'new', ack_state: 'sent' });
  });

  it('goes back down to the earlier shape and up again', async () => {
    const runner = app.get(DataSource).createQueryRunner();
    const columns = async (table: string) =>
      ((await runner.query(`SELECT column_name FROM information_schema.columns WHERE table_schema = 'content' AND table_name = $1`, [table])) as { column_name: string }[]).map(
        (c) => c.column_name,
      );
    const migrations = [new MarkSpamAndSkippedMails1795900000000(), new HashSubscriberTokens1795900100000()];
    try {
      for (const m of [...migrations].reverse()) await m.down(runner);
      expect(await columns('subscribers')).toEqual(expect.arrayContaining(['confirm_token', 'unsubscribe_token']));
      expect(await columns('enquiries')).not.toContain('status');
      expect(await columns('subscriber_tokens')).toEqual([]);
      for (const m of migrations) await m.up(runner);
      expect(await columns('subscribers')).not.toContain('confirm_token');
      expect(await columns('enquiries')).toContain('status');
    } finally {
      await runner.release();
    }
  });
});
