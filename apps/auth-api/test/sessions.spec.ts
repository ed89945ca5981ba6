import { createRedisClient, sessionCacheKey } from '@hvac/server-kit';
import { testRedisUrl } from '@hvac/test-harness';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { UsersService } from '../src/users/users.service';
import { adminPassword, freshIp, startAuthApp, testEnv, type TestAuthApp } from './support/auth-app';
import { callGuarded, startGuardedApp } from './support/guarded-app';

const firefox = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const safari = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const editorPassword = 'amber lantern drifts eastward';

type Session = { id: string; device: string; address: string | null; signedInAt: string; lastUsedAt: string; current: boolean };

describe('sign-in sessions', () => {
  let auth: TestAuthApp;
  let redis: Redis;
  let db: DataSource;
  let service: { app: NestFastifyApplication; base: string };
  let counter = 0;

  // A Redis database of this suite's own, so flushing it cannot disturb suites running beside it.
  const redisUrl = (() => {
    const url = new URL(testRedisUrl());
    url.pathname = '/11';
    return url.toString();
  })();

  const signIn = async (email: string, password: string, userAgent = firefox, ip = freshIp()) => {
    const res = await fetch(`${auth.url}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': userAgent, 'x-forwarded-for': ip },
      body: JSON.stringify({ email, password }),
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { token: string };
    return { token: body.token, ip, sid: (JSON.parse(Buffer.from(body.token.split('.')[1] as string, 'base64url').toString()) as { sid: string }).sid };
  };

  const request = async (method: string, path: string, token: string) => {
    const res = await fetch(`${auth.url}${path}`, { method, headers: { authorization: `Bearer ${token}` } });
    const text = await res.text();
    return { status: res.status, headers: res.headers, body: (text ? JSON.parse(text) : undefined) as unknown };
  };
  const profileStatus = async (token: string) => (await request('GET', '/api/users/profile', token)).status;
  const listOf = async (token: string) => (await request('GET', '/api/users/sessions', token)).body as Session[];

  const editor = async () => {
    const email = `editor-${++counter}@example.com`;
    await auth.app.get(UsersService).createIfAbsent({ email, name: `Editor ${counter}`, password: editorPassword, role: 'editor' });
    return email;
  };

  beforeAll(async () => {
    auth = await startAuthApp(await testEnv({ REDIS_URL: redisUrl }));
    redis = createRedisClient(redisUrl);
    db = auth.app.get(DataSource);
    service = await startGuardedApp(`${auth.url}/api/users/.well-known/jwks.json`, undefined, redisUrl);
  });
  afterAll(async () => {
    await service?.app.close();
    redis?.disconnect();
    await auth?.close();
  });

  it('lists the sessions of the signed-in user only: device, address, times and "this device"', async () => {
    const email = await editor();
    const laptop = await signIn(email, editorPassword, firefox);
    const phone = await signIn(email, editorPassword, safari);
    await signIn(auth.adminEmail, adminPassword);
    const res = await request('GET', '/api/users/sessions', phone.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const sessions = res.body as Session[];
    expect(sessions).toHaveLength(2);
    expect(sessions).toEqual(
      expect.arrayContaining([
        { id: laptop.sid, device: 'Firefox on Windows', address: laptop.ip, signedInAt: expect.stringMatching(/^\d{4}-/), lastUsedAt: expect.stringMatching(/^\d{4}-/), current: false },
        { id: phone.sid, device: 'Mobile Safari on iOS', address: phone.ip, signedInAt: expect.stringMatching(/^\d{4}-/), lastUsedAt: expect.stringMatching(/^\d{4}-/), current: true },
      ]),
    );
  });

  it('revokes one session: its token is refused at once, the others go on, and nobody revokes a session not theirs', async () => {
    const email = await editor();
    const laptop = await signIn(email, editorPassword);
    const phone = await signIn(email, editorPassword, safari);
    const admin = await signIn(auth.adminEmail, adminPassword);
    expect(await request('DELETE', `/api/users/sessions/${laptop.sid}`, admin.token)).toMatchObject({ status: 404, body: { message: 'No such session, or it has already ended' } });
    expect(await request('DELETE', '/api/users/sessions/not-a-session', phone.token)).toMatchObject({ status: 404 });
    expect(await request('DELETE', `/api/users/sessions/${laptop.sid}`, phone.token)).toMatchObject({ status: 200, body: { message: 'Session signed out' } });
    expect(await profileStatus(laptop.token)).toBe(401);
    expect((await callGuarded(service.base, laptop.token)).status).toBe(401);
    expect(await profileStatus(phone.token)).toBe(200);
    expect((await listOf(phone.token)).map((s) => s.id)).toEqual([phone.sid]);
    expect(await request('DELETE', `/api/users/sessions/${laptop.sid}`, phone.token)).toMatchObject({ status: 404 });
    // Recorded like every staff write: who, what and from where.
    const audit = await request('GET', `/api/users/audit?who=${encodeURIComponent(email)}&action=DELETE`, admin.token);
    expect((audit.body as { items: unknown[] }).items).toContainEqual(
      expect.objectContaining({ action: 'DELETE /api/users/sessions/:id', outcome: '200', actorEmail: email, target: laptop.sid }),
    );
  });

  it('signs out everywhere else, keeping this session', async () => {
    const email = await editor();
    const others = [await signIn(email, editorPassword), await signIn(email, editorPassword, safari)];
    const here = await signIn(email, editorPassword);
    expect(await request('POST', '/api/users/sessions/revoke-others', here.token)).toMatchObject({ status: 200, body: { message: 'Signed out 2 other sessions', revoked: 2 } });
    for (const other of others) expect(await profileStatus(other.token)).toBe(401);
    expect(await profileStatus(here.token)).toBe(200);
    expect(await listOf(here.token)).toEqual([expect.objectContaining({ id: here.sid, current: true })]);
  });

  it('sign-out ends only the session it is sent from', async () => {
    const email = await editor();
    const other = await signIn(email, editorPassword);
    const here = await signIn(email, editorPassword);
    expect((await request('POST', '/api/users/logout', here.token)).status).toBe(200);
    expect(await profileStatus(here.token)).toBe(401);
    expect(await profileStatus(other.token)).toBe(200);
  });

  it('keeps a revocation through a Redis flush: both services ask Postgres (through auth-api) and still refuse', async () => {
    const email = await editor();
    const revoked = await signIn(email, editorPassword);
    const kept = await signIn(email, editorPassword);
    expect((await request('DELETE', `/api/users/sessions/${revoked.sid}`, kept.token)).status).toBe(200);
    await redis.flushdb();
    expect(await redis.get(sessionCacheKey(revoked.sid))).toBeNull();
    expect((await callGuarded(service.base, revoked.token)).status).toBe(401);
    expect(await profileStatus(revoked.token)).toBe(401);
    await redis.flushdb();
    expect((await callGuarded(service.base, kept.token)).status).toBe(201);
    expect(await profileStatus(kept.token)).toBe(200);
  });

  it('ends a session after 30 minutes without activity, and a use within them keeps it alive', async () => {
    const email = await editor();
    const idle = await signIn(email, editorPassword);
    const busy = await signIn(email, editorPassword);
    // The clock moved on: the last use recorded 31 and 29 minutes ago, and the cache long expired.
    await db.query(`UPDATE auth.sessions SET last_used_at = now() - interval '31 minutes' WHERE id = $1`, [idle.sid]);
    await db.query(`UPDATE auth.sessions SET last_used_at = now() - interval '29 minutes' WHERE id = $1`, [busy.sid]);
    await redis.del(sessionCacheKey(idle.sid), sessionCacheKey(busy.sid));
    expect((await callGuarded(service.base, idle.token)).status).toBe(401);
    expect(await profileStatus(idle.token)).toBe(401);
    expect((await callGuarded(service.base, busy.token)).status).toBe(201);
    const [row] = (await db.query(`SELECT last_used_at > now() - interval '1 minute' AS fresh FROM auth.sessions WHERE id = $1`, [busy.sid])) as { fresh: boolean }[];
    expect(row?.fresh).toBe(true);
    expect((await listOf(busy.token)).map((s) => s.id)).toEqual([busy.sid]);
  });

  it("refuses a deactivated user's tokens at once in auth-api and in a service that verifies them remotely", async () => {
    const email = await editor();
    const victim = await signIn(email, editorPassword);
    expect((await callGuarded(service.base, victim.token)).status).toBe(201);
    const owner = await signIn(auth.adminEmail, adminPassword);
    const id = (await auth.app.get(UsersService).findByEmail(email))?.id as string;
    expect((await request('POST', `/api/users/${id}/deactivate`, owner.token)).status).toBe(200);
    expect((await callGuarded(service.base, victim.token)).status).toBe(401);
    expect(await profileStatus(victim.token)).toBe(401);
  });

  it("refuses a deleted user's tokens at once, even though their session rows went with them", async () => {
    const email = await editor();
    const victim = await signIn(email, editorPassword);
    expect((await callGuarded(service.base, victim.token)).status).toBe(201);
    const owner = await signIn(auth.adminEmail, adminPassword);
    const id = (await auth.app.get(UsersService).findByEmail(email))?.id as string;
    expect((await request('DELETE', `/api/users/${id}`, owner.token)).status).toBeLessThan(300);
    expect((await callGuarded(service.base, victim.token)).status).toBe(401);
    await redis.flushdb();
    expect((await callGuarded(service.base, victim.token)).status).toBe(401);
  });

  it('changing the password ends every session and carries this browser on in a new one', async () => {
    const email = await editor();
    const other = await signIn(email, editorPassword);
    const here = await signIn(email, editorPassword);
    const res = await fetch(`${auth.url}/api/users/password`, {
      method: 'POST',
      headers: { authorization: `Bearer ${here.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ currentPassword: editorPassword, newPassword: 'quiet harbour lights at dawn' }),
    });
    expect(res.status).toBe(200);
    const { token } = (await res.json()) as { token: string };
    expect(await profileStatus(other.token)).toBe(401);
    expect(await profileStatus(here.token)).toBe(401);
    expect(await profileStatus(token)).toBe(200);
    expect(await listOf(token)).toEqual([expect.objectContaining({ device: 'Firefox on Windows', address: here.ip, current: true })]);
  });
});
