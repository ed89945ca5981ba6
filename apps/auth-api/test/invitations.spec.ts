import { randomBytes } from 'node:crypto';
import { mailQueueName, type StaffRole } from '@hvac/contracts';
import { testRedisUrl } from '@hvac/test-harness';
import { Queue } from 'bullmq';
import Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { SessionsService } from '../src/sessions/sessions.service';
import { UsersService } from '../src/users/users.service';
import { freshIp, login, startAuthApp, type StoredAccountMail, storedMailLink, testEnv, type TestAuthApp } from './support/auth-app';

const password = 'violet kettle marches upstream';

type Reply = { status: number; headers: Headers; body: Record<string, unknown> };

describe('staff invitations', () => {
  // A queue prefix of this suite's own: job ids are per database, and the test Redis is shared.
  const queuePrefix = `invite-${randomBytes(4).toString('hex')}`;
  let auth: TestAuthApp;
  let db: DataSource;
  let users: UsersService;
  let sessions: SessionsService;
  let redis: Redis;
  let queue: Queue;
  let counter = 0;

  const member = async (role: StaffRole) => {
    const email = `${role}-${++counter}@example.com`;
    await users.createIfAbsent({ email, name: `${role} ${counter}`, password, role });
    const user = await users.findByEmail(email);
    if (!user) throw new Error(`${email} was not created`);
    return { id: user.id, email, token: (await sessions.signIn({ userId: user.id, validAfter: user.sessionsValidAfter.getTime() }, { address: '127.0.0.1' })).token };
  };

  const request = async (method: string, path: string, token: string | null, body?: unknown, ip = freshIp()): Promise<Reply> => {
    const headers: Record<string, string> = { 'x-forwarded-for': ip };
    if (token) headers['authorization'] = `Bearer ${token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${auth.url}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await res.text();
    return { status: res.status, headers: res.headers, body: (text ? JSON.parse(text) : undefined) as Record<string, unknown> };
  };

  const invitee = () => `Invitee-${++counter}@Example.com`;
  const invite = (token: string, email: string, role: StaffRole = 'editor') => request('POST', '/api/users/invitations', token, { email, role });
  const accept = (token: string, name = 'New Colleague', pass = password) => request('POST', '/api/users/invitations/accept', null, { token, name, password: pass });

  // The token as the mail carries it: the fragment of the link in the stored mail.
  const mailedToken = async (mailId: number) => {
    const [row] = (await db.query(`SELECT sealed_link, kind, recipient FROM auth.account_mails WHERE id = $1`, [mailId])) as StoredAccountMail[];
    return new URL(storedMailLink(row)).hash.slice(1);
  };
  const latestMailId = async (invitationId: string) => {
    const [row] = (await db.query(`SELECT mail_id FROM auth.invitations WHERE id = $1`, [invitationId])) as { mail_id: number }[];
    return row?.mail_id ?? 0;
  };
  const invitedToken = async (owner: string, email: string, role: StaffRole = 'editor') => {
    const res = await invite(owner, email, role);
    expect(res.status).toBe(201);
    return { id: String(res.body['id']), token: await mailedToken(await latestMailId(String(res.body['id']))) };
  };

  beforeAll(async () => {
    auth = await startAuthApp(await testEnv({ MAIL_QUEUE_PREFIX: queuePrefix, PUBLIC_SITE_URL: 'https://www.example.com' }));
    db = auth.app.get(DataSource);
    users = auth.app.get(UsersService);
    sessions = auth.app.get(SessionsService);
    redis = new Redis(testRedisUrl(), { maxRetriesPerRequest: null });
    queue = new Queue(mailQueueName, { connection: redis, prefix: queuePrefix });
  });
  afterAll(async () => {
    await queue?.obliterate({ force: true });
    await queue?.close();
    redis?.disconnect();
    await auth?.close();
  });

  it('stores the invitation mail with kind staff-invitation and queues it; only the token hash is kept', async () => {
    const owner = await member('owner');
    const email = invitee();
    const res = await invite(owner.token, email, 'admin');
    expect(res).toMatchObject({
      status: 201,
      body: { email: email.toLowerCase(), role: 'admin', invitedBy: owner.email, mailState: 'queued', expiresAt: expect.any(String) },
    });
    const hours = (Date.parse(String(res.body['expiresAt'])) - Date.now()) / 3600_000;
    expect(hours).toBeGreaterThan(71.9);
    expect(hours).toBeLessThanOrEqual(72);

    const mailId = await latestMailId(String(res.body['id']));
    const [mail] = (await db.query(`SELECT kind, recipient, sealed_link, state FROM auth.account_mails WHERE id = $1`, [mailId])) as (StoredAccountMail & { state: string })[];
    expect(mail).toMatchObject({ kind: 'staff-invitation', recipient: email.toLowerCase(), state: 'queued' });
    // The token rides in the fragment, which no server log sees.
    expect(storedMailLink(mail)).toMatch(/^https:\/\/www\.example\.com\/accept-invite#[A-Za-z0-9_-]{43}$/);
    const token = await mailedToken(mailId);
    const stored = JSON.stringify(await db.query(`SELECT * FROM auth.invitations WHERE id = $1`, [res.body['id']]));
    expect(stored).not.toContain(token);

    const job = await queue.getJob(`account-mail:${mailId}:staff-invitation`);
    expect(job?.data).toEqual({ kind: 'staff-invitation', accountMailId: mailId });
  });

  it('accepts once: the account gets the invited role, signs in, and the link is then spent', async () => {
    const owner = await member('owner');
    const email = invitee();
    const { id, token } = await invitedToken(owner.token, email, 'admin');
    const res = await accept(token, '  Dana Whitfield ');
    expect(res).toMatchObject({ status: 200, body: { message: expect.stringMatching(/Sign in/) } });
    expect(res.headers.get('cache-control')).toBe('no-store');

    const signedIn = await login(auth.url, { email: email.toLowerCase(), password });
    expect(signedIn).toMatchObject({ status: 200, body: { name: 'Dana Whitfield', role: 'admin', isAdmin: true } });

    expect(await accept(token)).toMatchObject({ status: 410, body: { message: 'This invitation was already accepted. Sign in with your e-mail address and password.' } });
    const pending = (await request('GET', '/api/users/invitations', owner.token)).body as unknown as { id: string }[];
    expect(pending.map((p) => p.id)).not.toContain(id);
    const audit = (await db.query(`SELECT outcome FROM audit.entries WHERE action = 'invitation-accept' AND target = $1 ORDER BY id`, [id])) as { outcome: string }[];
    expect(audit.map((a) => a.outcome)).toEqual(['succeeded', 'refused']);
  });

  it('lets only one of two simultaneous submissions of a link create the account', async () => {
    const owner = await member('owner');
    const { token } = await invitedToken(owner.token, invitee());
    const replies = await Promise.all([accept(token), accept(token)]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 410]);
  });

  it('keeps a revoked invitation revoked when a resend comes at the same moment', async () => {
    const owner = await member('owner');
    for (let round = 0; round < 5; round += 1) {
      const { id, token } = await invitedToken(owner.token, invitee());
      const [revoked, resent] = await Promise.all([request('DELETE', `/api/users/invitations/${id}`, owner.token), request('POST', `/api/users/invitations/${id}/resend`, owner.token)]);
      expect(revoked.status).toBe(204);
      expect([200, 404]).toContain(resent.status);
      expect(await db.query(`SELECT revoked_at IS NOT NULL AS revoked FROM auth.invitations WHERE id = $1`, [id])).toEqual([{ revoked: true }]);
      expect((await accept(token)).status).not.toBe(200);
    }
  });

  it('refuses an expired, a revoked and an unknown link with a message that says which', async () => {
    const owner = await member('owner');
    const expired = await invitedToken(owner.token, invitee());
    await db.query(`UPDATE auth.invitations SET expires_at = now() - interval '1 minute' WHERE id = $1`, [expired.id]);
    expect(await accept(expired.token)).toMatchObject({ status: 410, body: { message: 'This invitation has expired. Ask the person who invited you to send it again.' } });

    const revoked = await invitedToken(owner.token, invitee());
    expect((await request('DELETE', `/api/users/invitations/${revoked.id}`, owner.token)).status).toBe(204);
    expect(await db.query(`SELECT state, sealed_link FROM auth.account_mails WHERE id = $1`, [await latestMailId(revoked.id)])).toEqual([{ state: 'skipped', sealed_link: null }]);
    expect(await accept(revoked.token)).toMatchObject({ status: 410, body: { message: 'This invitation was withdrawn. Ask the person who invited you for a new one.' } });

    expect(await accept(randomBytes(32).toString('base64url'))).toMatchObject({ status: 400, body: { message: expect.stringMatching(/^This invitation link is not valid/) } });
    expect(await accept('too-short')).toMatchObject({ status: 400, body: { message: expect.stringMatching(/token must be the 43 characters/) } });
  });

  it('refuses a weak password and bad fields without spending the link', async () => {
    const owner = await member('owner');
    const email = invitee();
    const { token } = await invitedToken(owner.token, email);
    expect(await accept(token, 'Sam', 'short')).toMatchObject({ status: 400, body: { message: 'The password must be at least 12 characters long' } });
    expect(await accept(token, 'Sam', 'password1234')).toMatchObject({ status: 400, body: { message: expect.stringMatching(/^The password /) } });
    expect(await accept(token, '   ')).toMatchObject({ status: 400, body: { message: expect.stringMatching(/name must not be empty/) } });
    expect(await request('POST', '/api/users/invitations/accept', null, { token })).toMatchObject({ status: 400, body: { message: expect.stringMatching(/name is required/) } });
    expect((await accept(token, 'Sam Rivera')).status).toBe(200);
  });

  it('resends with a new link: the old one stops working and the expiry moves on', async () => {
    const owner = await member('owner');
    const first = await invitedToken(owner.token, invitee());
    const firstMailId = await latestMailId(first.id);
    await db.query(`UPDATE auth.invitations SET expires_at = now() - interval '1 hour' WHERE id = $1`, [first.id]);
    const res = await request('POST', `/api/users/invitations/${first.id}/resend`, owner.token);
    expect(res).toMatchObject({ status: 200, body: { id: first.id, mailState: 'queued' } });
    expect(Date.parse(String(res.body['expiresAt']))).toBeGreaterThan(Date.now() + 71 * 3600_000);

    const mailId = await latestMailId(first.id);
    const renewed = await mailedToken(mailId);
    expect(renewed).not.toBe(first.token);
    // The first mail, not yet sent, is skipped with its dead link, so the worker never sends it.
    expect(await db.query(`SELECT state, sealed_link FROM auth.account_mails WHERE id = $1`, [firstMailId])).toEqual([{ state: 'skipped', sealed_link: null }]);
    expect(await queue.getJob(`account-mail:${mailId}:staff-invitation`)).toBeDefined();
    expect((await accept(first.token)).status).toBe(400);
    expect((await accept(renewed)).status).toBe(200);
  });

  it('lists pending invitations with the state of their mail, newest first, never the token', async () => {
    const owner = await member('owner');
    const older = await invitedToken(owner.token, invitee());
    const newer = await invitedToken(owner.token, invitee());
    await db.query(`UPDATE auth.account_mails SET state = 'sent' WHERE id = $1`, [await latestMailId(older.id)]);
    const res = await request('GET', '/api/users/invitations', owner.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const rows = res.body as unknown as { id: string; mailState: string }[];
    const ours = rows.filter((row) => row.id === older.id || row.id === newer.id);
    expect(ours.map((row) => [row.id, row.mailState])).toEqual([
      [newer.id, 'queued'],
      [older.id, 'sent'],
    ]);
    expect(JSON.stringify(rows)).not.toMatch(/token|hash/i);
  });

  it('refuses an existing user, a second open invitation and bad input with a message', async () => {
    const owner = await member('owner');
    const colleague = await member('editor');
    expect(await invite(owner.token, colleague.email.toUpperCase())).toMatchObject({ status: 409, body: { message: 'A user with this e-mail address already exists' } });
    const email = invitee();
    expect((await invite(owner.token, email)).status).toBe(201);
    expect(await invite(owner.token, email.toLowerCase(), 'admin')).toMatchObject({ status: 409, body: { message: 'This address already has a pending invitation; resend or revoke it' } });
    expect(await invite(owner.token, 'not-an-address')).toMatchObject({ status: 400, body: { message: expect.stringMatching(/email must be a valid e-mail address/) } });
    expect(await request('POST', '/api/users/invitations', owner.token, { email: invitee(), role: 'superuser' })).toMatchObject({ status: 400, body: { message: expect.stringMatching(/role must be one of/) } });
    expect(await request('POST', '/api/users/invitations/not-an-id/resend', owner.token)).toMatchObject({ status: 400, body: { message: 'id must be an invitation id' } });
    expect(await request('DELETE', '/api/users/invitations/00000000-0000-4000-8000-000000000000', owner.token)).toMatchObject({ status: 404, body: { message: 'No such pending invitation' } });
  });

  it('lets an editor do nothing, and an admin invite anyone but an owner', async () => {
    const owner = await member('owner');
    const admin = await member('admin');
    const editor = await member('editor');
    expect(await invite(editor.token, invitee())).toMatchObject({ status: 403, body: { message: expect.any(String) } });
    expect(await invite(admin.token, invitee(), 'owner')).toMatchObject({ status: 403, body: { message: 'Only an owner can invite an owner' } });
    expect((await invite(admin.token, invitee(), 'admin')).status).toBe(201);

    const ownerInvitation = await invitedToken(owner.token, invitee(), 'owner');
    expect(await request('POST', `/api/users/invitations/${ownerInvitation.id}/resend`, admin.token)).toMatchObject({ status: 403, body: { message: 'Only an owner can invite an owner' } });
    expect(await request('DELETE', `/api/users/invitations/${ownerInvitation.id}`, admin.token)).toMatchObject({ status: 403 });
    expect((await request('DELETE', `/api/users/invitations/${ownerInvitation.id}`, owner.token)).status).toBe(204);
  });

  it('writes the invite, resend and revoke to the audit log with who and from where', async () => {
    const owner = await member('owner');
    const email = invitee();
    const ip = freshIp();
    const created = await request('POST', '/api/users/invitations', owner.token, { email, role: 'editor' }, ip);
    const id = String(created.body['id']);
    await request('POST', `/api/users/invitations/${id}/resend`, owner.token, undefined, ip);
    await request('DELETE', `/api/users/invitations/${id}`, owner.token, undefined, ip);
    const rows = (await db.query(`SELECT action, outcome, actor_email, target FROM audit.entries WHERE address = $1 ORDER BY id`, [ip])) as Record<string, string>[];
    expect(rows).toEqual(
      expect.arrayContaining([
        { action: 'invitation', outcome: 'invited as editor', actor_email: owner.email, target: email.toLowerCase() },
        { action: 'POST /api/users/invitations/:id/resend', outcome: '200', actor_email: owner.email, target: id },
        { action: 'DELETE /api/users/invitations/:id', outcome: '204', actor_email: owner.email, target: id },
      ]),
    );
  });
});
