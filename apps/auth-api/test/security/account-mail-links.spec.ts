import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { createTestDatabase, type Managed, type SmtpSink, startMailerWorker, startSmtpSink } from '@hvac/test-harness';
import { openMigratedDataSource } from '@hvac/server-kit';
import { DataSource } from 'typeorm';
import { authDatabase } from '../../src/database/data-source-options';
import { SealAccountMailLinks1796040000000 } from '../../src/database/migrations/1796040000000-SealAccountMailLinks';
import { accountMailKey, adminPassword, repoRoot, spawnNode, startAuthApp, testEnv, type TestAuthApp } from '../support/auth-app';
import { account, client } from './helpers';

// Issue 30: auth.account_mails kept each queued mail's link, token and all, in plain text, so anyone who could read
// the table (a backup, a support query) could accept an invitation or reset a password before the mail arrived.
const password = 'violet kettle marches upstream';
const newPassword = 'copper lantern drifts sideways';
const linkToken = /#([A-Za-z0-9_-]{43})\b/;

// Every column of every account mail, as a reader of the table sees it.
const tableText = async (db: DataSource) => JSON.stringify(await db.query(`SELECT to_jsonb(m) AS row FROM auth.account_mails m ORDER BY id`));

describe('security: account mail links are never kept in plain text', () => {
  let auth: TestAuthApp;
  let db: DataSource;
  let http: ReturnType<typeof client>;
  let sink: SmtpSink;
  let worker: Managed | undefined;
  let databaseUrl = '';
  const queuePrefix = `links-${randomBytes(4).toString('hex')}`;

  // The real worker (node apps/mailer-worker/dist/main.js) with auth-api's ACCOUNT_MAIL_KEY.
  const startWorker = async () => {
    worker = await startMailerWorker({
      repoRoot,
      databaseUrl,
      smtpPort: sink.port,
      queuePrefix,
      mailFrom: 'Halton Test <no-reply@mail.test>',
      enquiryTo: 'office@business.test',
      publicSiteUrl: 'https://www.example.com',
      env: { ACCOUNT_MAIL_KEY: accountMailKey },
    });
  };

  beforeAll(async () => {
    const env = await testEnv({ MAIL_QUEUE_PREFIX: queuePrefix, PUBLIC_SITE_URL: 'https://www.example.com' });
    databaseUrl = env['DATABASE_URL'] ?? '';
    // The worker reads the site settings of content-api's schema, as it does in every stack.
    const migrate = spawnNode(path.join(repoRoot, 'apps/content-api/dist/migrate.js'), { DATABASE_URL: databaseUrl });
    if ((await migrate.exit) !== 0) throw new Error(`content-api migrations failed:\n${migrate.output()}`);
    auth = await startAuthApp(env);
    db = auth.app.get(DataSource);
    http = client(auth);
    sink = await startSmtpSink();
  });
  afterAll(async () => {
    await worker?.stop('SIGKILL');
    await sink?.stop();
    await auth?.close();
  });

  it('keeps no usable token in the table, and the worker still mails links that work', async () => {
    // One mail of each kind, stored while no worker runs.
    const ownerToken = (await http.signIn(auth.adminEmail, adminPassword)).body['token'] as string;
    const invitee = `invitee-${Date.now()}@example.com`;
    expect((await http.call('/api/users/invitations', { email: invitee, role: 'editor' }, { token: ownerToken })).status).toBe(201);
    const forgetful = await account(auth, password);
    expect((await http.call('/api/users/password-reset/request', { email: forgetful.email })).status).toBe(202);
    const locked = await account(auth, password);
    for (let i = 0; i < 10; i += 1) await http.signIn(locked.email, `wrong guess ${i}`);
    expect((await http.signIn(locked.email, password)).status).toBe(429);
    const waitForRows = async () => {
      for (let i = 0; i < 100; i += 1) {
        const [row] = (await db.query(`SELECT count(*)::int AS n FROM auth.account_mails`)) as { n: number }[];
        if ((row?.n ?? 0) >= 3) return;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error('the three account mails were not stored');
    };
    await waitForRows();

    // What a backup taken now holds: no link, no token.
    const whileQueued = await tableText(db);
    expect(whileQueued).not.toMatch(/https?:\/\//);
    expect(whileQueued).not.toMatch(/(accept-invite|reset-password|unlock)#/);

    // The worker, started only now, opens the sealed links and mails them.
    await startWorker();
    const mails = await sink.waitFor(3);
    const tokenFor = (to: string) => {
      const mail = mails.find((m) => m.to && !Array.isArray(m.to) && m.to.value[0]?.address === to);
      const token = mail?.text?.match(linkToken)?.[1];
      if (!token) throw new Error(`no link in the mail to ${to}`);
      return token;
    };
    const tokens = { invitation: tokenFor(invitee), reset: tokenFor(forgetful.email), unlock: tokenFor(locked.email) };
    for (const token of Object.values(tokens)) {
      expect(whileQueued).not.toContain(token);
      expect(await tableText(db)).not.toContain(token);
    }
    expect(mails.find((m) => m.text?.includes(tokens.invitation))?.text).toContain(`https://www.example.com/accept-invite#${tokens.invitation}`);

    // Each mailed link does what it says.
    expect((await http.call('/api/users/invitations/accept', { token: tokens.invitation, name: 'New Colleague', password })).status).toBe(200);
    expect((await http.signIn(invitee, password)).status).toBe(200);
    expect((await http.call('/api/users/password-reset', { token: tokens.reset, password: newPassword })).status).toBe(200);
    expect((await http.signIn(forgetful.email, newPassword)).status).toBe(200);
    expect((await http.call('/api/users/unlock', { token: tokens.unlock })).status).toBe(200);
    expect((await http.signIn(locked.email, password)).status).toBe(200);
  });

  it('withdraws the plain links an earlier release left in waiting mails', async () => {
    const url = await createTestDatabase('auth');
    const options = authDatabase(url);
    if (!Array.isArray(options.migrations)) throw new Error('auth-api lists its migrations');
    // Every migration up to the one that seals links, then a waiting and a sent mail as the earlier release stored them.
    const before = await openMigratedDataSource({ ...options, migrations: options.migrations.filter((m) => m !== SealAccountMailLinks1796040000000) });
    const expires = new Date(Date.now() + 3600_000);
    await before.dataSource.query(
      `INSERT INTO auth.account_mails (kind, recipient, link, link_expires_at, state) VALUES
        ('password-reset', 'waiting@example.com', 'https://www.example.com/reset-password#${'w'.repeat(43)}', $1, 'queued'),
        ('staff-invitation', 'sent@example.com', NULL, $1, 'sent')`,
      [expires],
    );
    await before.dataSource.destroy();

    const after = await openMigratedDataSource(options);
    try {
      expect(await tableText(after.dataSource)).not.toContain('w'.repeat(43));
      expect(await after.dataSource.query(`SELECT recipient, state, error, sealed_link FROM auth.account_mails ORDER BY id`)).toEqual([
        { recipient: 'waiting@example.com', state: 'skipped', error: 'withdrawn when links began to be stored sealed: ask for a new link', sealed_link: null },
        { recipient: 'sent@example.com', state: 'sent', error: null, sealed_link: null },
      ]);
    } finally {
      await after.dataSource.destroy();
    }
  });
});
