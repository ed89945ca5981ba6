import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createRedisClient, sessionCacheKey } from '@hvac/server-kit';
import { testRedisUrl } from '@hvac/test-harness';
import { badTokenKinds, startTestTokenIssuer, type BadTokenKind, type TestTokenIssuer } from '@hvac/test-harness/nest';
import type Redis from 'ioredis';
import { callGuarded as call, startGuardedApp } from './support/guarded-app';

// The Passport strategy and AdminGuard exactly as content-api mounts them: keys fetched from a JWKS URL.
describe('AdminGuard with a remote JWKS', () => {
  let issuer: TestTokenIssuer;
  let app: NestFastifyApplication;
  let base: string;
  let redis: Redis;

  beforeAll(async () => {
    issuer = await startTestTokenIssuer();
    ({ app, base } = await startGuardedApp(issuer.jwksUrl, issuer));
    redis = createRedisClient(testRedisUrl());
  });

  afterAll(async () => {
    await app?.close();
    await issuer?.stop();
    redis?.disconnect();
  });

  afterEach(() => jest.restoreAllMocks());

  it('lets a valid admin token through and hands the claims to the handler', async () => {
    const token = await issuer.sign({ isAdmin: true });
    const res = await call(base, token);
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ sub: expect.any(String), isAdmin: true });
  });

  it('answers 403 to a valid token of a non-admin, which still passes the plain access guard', async () => {
    const token = await issuer.sign({ isAdmin: false });
    const res = await call(base, token);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: 'Not authorized as an admin' });
    expect((await call(base, token, '/guarded/user')).status).toBe(200);
  });

  it('answers 401 without a token or with a malformed header', async () => {
    const res = await call(base);
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toBe('Bearer');
    expect(await res.json()).toEqual({ message: 'Not authorized, no token' });
    const basic = await fetch(`${base}/guarded/admin`, { method: 'POST', headers: { authorization: 'Basic YTpi' } });
    expect(basic.status).toBe(401);
    const garbage = await call(base, 'not-a-jwt');
    expect(garbage.status).toBe(401);
    expect(garbage.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"');
  });

  it.each(badTokenKinds)('answers 401 to a %s token', async (kind) => {
    const tokens = await issuer.badTokens({ isAdmin: true });
    const res = await call(base, tokens[kind]);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'Not authorized, token failed' });
  });

  // Each variant must fail for its own reason, not for an incidental one: the guard logs the reason.
  const reasons: Record<BadTokenKind, RegExp> = {
    expired: /TokenExpiredError: jwt expired/,
    notYetValid: /NotBeforeError: jwt not active/,
    wrongIssuer: /jwt issuer invalid/,
    wrongAudience: /jwt audience invalid/,
    wrongType: /typ JWT is not at\+jwt/,
    tamperedPayload: /invalid signature/,
    tamperedSignature: /invalid signature/,
    otherKeyUnderKnownKid: /invalid signature/,
    algNone: /alg none is not accepted/,
    hs256WithPublicKey: /alg HS256 is not accepted/,
    hs256WithPublicJwk: /alg HS256 is not accepted/,
    eddsaWithLegacyKey: /alg EdDSA is not accepted/,
    rs256WithPublishedKey: /alg RS256 is not accepted/,
    unknownKid: /no published key has the token's kid/,
    missingKid: /token has no kid/,
  };
  it.each(Object.entries(reasons))('refuses a %s token for that reason', async (kind, reason) => {
    const warn = jest.spyOn(Logger.prototype, 'warn');
    const tokens = await issuer.badTokens({ isAdmin: true });
    expect((await call(base, tokens[kind as BadTokenKind])).status).toBe(401);
    expect(warn).toHaveBeenCalledWith({ reason: expect.stringMatching(reason) }, 'access token rejected');
  });

  it("answers 401 once auth-api says the token's session was revoked, while the user's other sessions go on", async () => {
    const sid = randomUUID();
    const sub = randomUUID();
    const revoked = await issuer.sign({ sub, sid, isAdmin: true });
    expect((await call(base, revoked)).status).toBe(201);
    issuer.revokeSession(sid);
    const warn = jest.spyOn(Logger.prototype, 'warn');
    expect((await call(base, revoked)).status).toBe(401);
    expect(warn).toHaveBeenCalledWith({ reason: expect.stringMatching(/session is revoked/) }, 'access token rejected');
    expect((await call(base, await issuer.sign({ sub, isAdmin: true }))).status).toBe(201);
  });

  it('trusts an active cache entry for a minute, refuses a revoked one without asking, and asks again after that', async () => {
    const sid = randomUUID();
    const sub = randomUUID();
    const token = await issuer.sign({ sub, sid, isAdmin: true });
    issuer.revokeSession(sid);
    await redis.set(sessionCacheKey(sid), JSON.stringify({ userId: sub, revoked: false, lastUsedAt: Date.now() }));
    expect((await call(base, token)).status).toBe(201);
    // The same entry a minute old: the session check is asked, and refuses.
    await redis.set(sessionCacheKey(sid), JSON.stringify({ userId: sub, revoked: false, lastUsedAt: Date.now() - 61_000 }));
    expect((await call(base, token)).status).toBe(401);
    const other = randomUUID();
    await redis.set(sessionCacheKey(other), JSON.stringify({ userId: sub, revoked: true, lastUsedAt: Date.now() }));
    expect((await call(base, await issuer.sign({ sub, sid: other, isAdmin: true }))).status).toBe(401);
    // An entry naming another user is not this token's session.
    await redis.set(sessionCacheKey(other), JSON.stringify({ userId: randomUUID(), revoked: false, lastUsedAt: Date.now() }));
    expect((await call(base, await issuer.sign({ sub, sid: other, isAdmin: true }))).status).toBe(401);
  });

  it('refuses a token whose claims are incomplete even when it is correctly signed', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn');
    const token = await issuer.sign({ isAdmin: 'yes' as unknown as boolean });
    expect((await call(base, token)).status).toBe(401);
    expect(warn).toHaveBeenCalledWith({ reason: expect.stringMatching(/claims are incomplete/) }, 'access token rejected');
  });
});

describe('key rotation and key-set outages, seen from a service', () => {
  it('fetches the key set again for a kid it has not seen, and keeps accepting the previous key', async () => {
    const issuer = await startTestTokenIssuer();
    const { app, base } = await startGuardedApp(issuer.jwksUrl, issuer);
    try {
      const before = await issuer.sign();
      expect((await call(base, before)).status).toBe(201);
      const rotated = await issuer.rotate();
      const after = await issuer.sign();
      expect(JSON.parse(Buffer.from(after.split('.')[0] as string, 'base64url').toString()).kid).toBe(rotated.kid);
      expect((await call(base, after)).status).toBe(201);
      expect((await call(base, before)).status).toBe(201);
    } finally {
      await app.close();
      await issuer.stop();
    }
  });

  it('answers 503, never success, when the key set cannot be fetched', async () => {
    const issuer = await startTestTokenIssuer();
    const token = await issuer.sign();
    await issuer.stop();
    const { app, base } = await startGuardedApp(issuer.jwksUrl, issuer);
    try {
      const res = await call(base, token);
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ message: 'Sign-in could not be checked right now, please try again shortly' });
    } finally {
      await app.close();
    }
  });
});
