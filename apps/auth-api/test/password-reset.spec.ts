import { createHash, randomBytes } from 'node:crypto';
import { mailQueueName } from '@hvac/contracts';
import { testRedisUrl } from '@hvac/test-harness';
import { Queue } from 'bullmq';
import Redis from 'ioredis';
import type { DataSource } from 'typeorm';
import { getDataSourceToken } from '@nestjs/typeorm';
import { UsersService } from '../src/users/users.service';
import { freshIp, login, startAuthApp, type StoredAccountMail, storedMailLink, testEnv, type TestAuthApp } from './support/auth-app';

const oldPassword = 'violet kettle marches upstream';
const newPassword = 'copper lantern drifts sideways';
const requested =
  'If an account exists for that address, we have sent a link to reset its password. The link works once, within 30 minutes.';
const invalidLink = 'This password reset link is invalid, has expired or was already used. Ask for a new one from the sign-in page.';

type Reply = { status: number; headers: Headers; body: Record<string, unknown> };

const post = async (url: string, body: unknown, ip = freshIp()): Promise<Reply> => {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': ip }, body: JSON.stringify(body) });
  return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, unknown> };
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

describe('forgotten password', () => {
  let auth: TestAuthApp;
  let db: DataSource;
  let redis: Redis;
  let mailQueue: Queue;
  let counter = 0;
  // Its own queue prefix: every test suite shares one Redis, and mail ids repeat across their databases.
  const queuePrefix = `reset-${randomBytes(4).toString('hex')}`;

  const requestReset = (email: unknown, ip?: string) => post(`${auth.url}/api/users/password-reset/request`, { email }, ip);
  const reset = (token: unknown, password: unknown) => post(`${auth.url}/api/users/password-reset`, { token, password });
  const profileStatus = async (token: string) => (await fetch(`${auth.url}/api/users/profile`, { headers: { authorization: `Bearer ${token}` } })).status;

  const account = async (active = true) => {
    const email = `forgetful-${++counter}-${Date.now()}@example.com`;
    await auth.app.get(UsersService).createIfAbsent({ email, name: 'Robin Forgetful', password: oldPassword, role: 'editor' });
    if (!active) await db.query(`UPDATE auth.users SET active = false WHERE email = $1`, [email]);
    return email;
  };
  // Reset mails only: a locked-out account is also sent an unlock link.
  const mailsTo = async (email: string) =>
    (
      (await db.query(`SELECT id, kind, recipient, sealed_link, link_expires_at FROM auth.account_mails WHERE recipient = $1 AND kind = 'password-reset' ORDER BY id`, [
        email,
      ])) as (StoredAccountMail & { id: number; link_expires_at: Date })[]
    ).map((row) => ({ id: row.id, kind: row.kind, link: row.sealed_link ? storedMailLink(row) : '', link_expires_at: row.link_expires_at }));
  // The request is answered before its mail is stored; wait for the mail.
  const awaitMails = async (email: string, count = 1) => {
    for (let i = 0; i < 100; i += 1) {
      const mails = await mailsTo(email);
      if (mails.length >= count) return mails;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`no mail to ${email}`);
  };
  const linkFor = async (email: string, count = 1) => {
    await requestReset(email);
    const mails = await awaitMails(email, count);
    return (mails.at(-1)?.link ?? '').split('#')[1] ?? '';
  };

  beforeAll(async () => {
    auth = await startAuthApp(await testEnv({ MAIL_QUEUE_PREFIX: queuePrefix }));
    db = auth.app.get<DataSource>(getDataSourceToken());
    redis = new Redis(testRedisUrl());
    mailQueue = new Queue(mailQueueName, { connection: redis, prefix: queuePrefix });
  });
  afterAll(async () => {
    await mailQueue?.close();
    redis?.disconnect();
    await auth?.close();
  });

  describe('asking for a link', () => {
    it('stores a password-reset mail with a 30-minute link in the fragment and queues it', async () => {
      const email = await account();
      const before = Date.now();
      expect(await requestReset(email)).toMatchObject({ status: 202, body: { message: requested } });
      const [mail] = await awaitMails(email);
      expect(mail).toMatchObject({ kind: 'password-reset', link: expect.stringMatching(/^http:\/\/localhost:8080\/reset-password#[\w-]{43}$/) });
      const validFor = new Date(mail?.link_expires_at ?? 0).getTime() - before;
      expect(validFor).toBeGreaterThan(29.5 * 60_000);
      expect(validFor).toBeLessThanOrEqual(30 * 60_000 + 5000);
      // Only a digest of the token is kept with the link's state.
      const token = mail?.link.split('#')[1] ?? '';
      const stored = (await db.query(`SELECT r.token_hash FROM auth.password_resets r JOIN auth.users u ON u.id = r.user_id WHERE u.email = $1`, [email])) as unknown[];
      expect(stored).toEqual([{ token_hash: createHash('sha256').update(token).digest('hex') }]);
      for (let i = 0; i < 50 && !(await mailQueue.getJob(`account-mail:${mail?.id}:password-reset`)); i += 1) await new Promise((r) => setTimeout(r, 50));
      expect((await mailQueue.getJob(`account-mail:${mail?.id}:password-reset`))?.data).toEqual({ kind: 'password-reset', accountMailId: mail?.id });
    });

    it('gives the same reply for an existing, an unknown and a deactivated address, and mails only the existing one', async () => {
      const existing = await account();
      const deactivated = await account(false);
      const unknown = `nobody-${Date.now()}@example.com`;
      const replies = [await requestReset(existing), await requestReset(unknown), await requestReset(deactivated)];
      for (const reply of replies) {
        expect(reply).toMatchObject({ status: 202, body: { message: requested } });
        expect(reply.headers.get('cache-control')).toBe('no-store');
      }
      expect(new Set(replies.map((r) => JSON.stringify(r.body))).size).toBe(1);
      await awaitMails(existing);
      await new Promise((r) => setTimeout(r, 300));
      expect(await mailsTo(deactivated)).toEqual([]);
      expect(await mailsTo(unknown)).toEqual([]);
    });

    it('takes as long for an unknown or deactivated address as for an existing one', async () => {
      const tries = 10;
      const existing = await Promise.all(Array.from({ length: tries + 1 }, () => account()));
      const deactivated = await Promise.all(Array.from({ length: tries + 1 }, () => account(false)));
      const timings = { existing: [] as number[], unknown: [] as number[], deactivated: [] as number[] };
      const timed = async (email: string) => {
        const started = performance.now();
        expect((await requestReset(email)).status).toBe(202);
        return performance.now() - started;
      };
      // One warm-up round, then interleaved, so a pause of the machine hits every kind alike.
      for (let i = 0; i <= tries; i += 1) {
        const round = {
          existing: await timed(existing[i] as string),
          unknown: await timed(`nobody-${i}-${Date.now()}@example.com`),
          deactivated: await timed(deactivated[i] as string),
        };
        if (i === 0) continue;
        timings.existing.push(round.existing);
        timings.unknown.push(round.unknown);
        timings.deactivated.push(round.deactivated);
      }
      expect(Math.abs(median(timings.existing) - median(timings.unknown))).toBeLessThan(100);
      expect(Math.abs(median(timings.existing) - median(timings.deactivated))).toBeLessThan(100);
    });

    it('limits requests per e-mail, with Retry-After and a message', async () => {
      const email = `limited-${Date.now()}@example.com`;
      for (let i = 0; i < 5; i += 1) expect((await requestReset(email)).status).toBe(202);
      const refused = await requestReset(email);
      expect(refused).toMatchObject({ status: 429, body: { message: expect.stringMatching(/^Too many password reset requests\. Please try again in \d+ minutes?\.$/) } });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500);
      expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(3600);
    });

    it('limits requests per client address, whatever the e-mail', async () => {
      const ip = freshIp();
      for (let i = 0; i < 10; i += 1) expect((await requestReset(`spread-${i}-${Date.now()}@example.com`, ip)).status).toBe(202);
      const refused = await requestReset(`spread-last-${Date.now()}@example.com`, ip);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await requestReset(`spread-last-${Date.now()}@example.com`)).status).toBe(202);
    });

    it.each([
      [{}, 'email is required'],
      [{ email: 42 }, 'email must be a string'],
      [{ email: 'not-an-address' }, 'email must be a valid e-mail address'],
    ])('refuses %j with a 400', async (body, message) => {
      const res = await post(`${auth.url}/api/users/password-reset/request`, body);
      expect(res).toMatchObject({ status: 400, body: { message: expect.stringContaining(message) } });
    });
  });

  describe('setting the new password', () => {
    it('sets the password once, signs every session out and says so', async () => {
      const email = await account();
      const session = (await login(auth.url, { email, password: oldPassword })).body['token'] as string;
      expect(await profileStatus(session)).toBe(200);
      const token = await linkFor(email);

      const done = await reset(token, newPassword);
      expect(done).toMatchObject({ status: 200, body: { message: expect.stringMatching(/^Your password has been reset/) } });
      expect(done.headers.get('cache-control')).toBe('no-store');
      expect(await profileStatus(session)).toBe(401);
      expect((await login(auth.url, { email, password: oldPassword })).status).toBe(401);
      expect((await login(auth.url, { email, password: newPassword })).status).toBe(200);

      expect(await reset(token, 'another fine password here')).toMatchObject({ status: 400, body: { message: invalidLink } });
      expect((await login(auth.url, { email, password: newPassword })).status).toBe(200);
    });

    it('refuses an expired link', async () => {
      const email = await account();
      const token = await linkFor(email);
      await db.query(`UPDATE auth.password_resets SET expires_at = now() - interval '1 second' FROM auth.users u WHERE u.id = user_id AND u.email = $1`, [email]);
      expect(await reset(token, newPassword)).toMatchObject({ status: 400, body: { message: invalidLink } });
      expect((await login(auth.url, { email, password: oldPassword })).status).toBe(200);
    });

    it('refuses an older link once a newer one was sent, and skips its mail if it is still waiting', async () => {
      const email = await account();
      const first = await linkFor(email, 1);
      // The worker has not taken the first mail yet (none runs here).
      const second = await linkFor(email, 2);
      const states = (await db.query(`SELECT state, error FROM auth.account_mails WHERE recipient = $1 AND kind = 'password-reset' ORDER BY id`, [email])) as { state: string; error: string | null }[];
      expect(states).toEqual([
        { state: 'skipped', error: 'replaced by a newer reset link' },
        { state: 'queued', error: null },
      ]);
      expect(await reset(first, newPassword)).toMatchObject({ status: 400, body: { message: invalidLink } });
      expect((await reset(second, newPassword)).status).toBe(200);
    });

    it('refuses a weak password and keeps the link for a better one', async () => {
      const email = await account();
      const token = await linkFor(email);
      expect(await reset(token, 'Qwertyuiop123')).toMatchObject({ status: 400, body: { message: expect.stringMatching(/^The new password is too easy to guess/) } });
      expect(await reset(token, 'short')).toMatchObject({ status: 400, body: { message: 'The new password must be at least 12 characters long' } });
      expect((await reset(token, newPassword)).status).toBe(200);
    });

    it('refuses the link of an account deactivated since', async () => {
      const email = await account();
      const token = await linkFor(email);
      await db.query(`UPDATE auth.users SET active = false WHERE email = $1`, [email]);
      expect(await reset(token, newPassword)).toMatchObject({ status: 400, body: { message: invalidLink } });
    });

    it('lifts the lock-out of the account', async () => {
      const email = await account();
      for (let i = 0; i < 10; i += 1) expect((await login(auth.url, { email, password: `wrong guess ${i}` })).status).toBe(401);
      expect((await login(auth.url, { email, password: oldPassword })).status).toBe(429);
      const token = await linkFor(email);
      expect((await reset(token, newPassword)).status).toBe(200);
      expect((await login(auth.url, { email, password: newPassword })).status).toBe(200);
    });

    it('records the request and the reset in the audit log', async () => {
      const email = await account();
      const ip = freshIp();
      await requestReset(email, ip);
      const [mail] = await awaitMails(email);
      expect((await reset(mail?.link.split('#')[1], newPassword)).status).toBe(200);
      const entries = (await db.query(`SELECT action, outcome, address FROM audit.entries WHERE actor_email = $1 ORDER BY id`, [email])) as unknown[];
      expect(entries).toEqual([
        { action: 'password-reset-request', outcome: 'mailed', address: ip },
        { action: 'password-reset', outcome: 'succeeded', address: expect.any(String) },
      ]);
    });

    it.each([
      [{ password: newPassword }, 'token is required'],
      [{ token: 42, password: newPassword }, 'token must be a string'],
      [{ token: 'short', password: newPassword }, 'token must be the 43 characters of a password reset link'],
      [{ token: 'A'.repeat(43) }, 'password is required'],
    ])('refuses %j with a 400', async (body, message) => {
      const res = await post(`${auth.url}/api/users/password-reset`, body);
      expect(res).toMatchObject({ status: 400, body: { message: expect.stringContaining(message) } });
    });

    it('refuses an unknown link', async () => {
      expect(await reset('A'.repeat(43), newPassword)).toMatchObject({ status: 400, body: { message: invalidLink } });
    });
  });
});
