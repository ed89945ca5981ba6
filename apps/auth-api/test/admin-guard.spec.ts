import { Controller, Get, Logger, Module, Post, UseGuards } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  AccessTokenGuard,
  AdminGuard,
  type AuthenticatedUser,
  AuthKitModule,
  createHttpApp,
  createRedisClient,
  CurrentUser,
  jsonLoggerModule,
  RedisModule,
  tokenVersionKey,
} from '@hvac/server-kit';
import { badTokenKinds, startTestTokenIssuer, testRedisUrl, type BadTokenKind, type TestTokenIssuer } from '@hvac/server-kit/testing';
import type Redis from 'ioredis';

@Controller('guarded')
class GuardedController {
  @Post('admin')
  @UseGuards(AdminGuard)
  admin(@CurrentUser() user: AuthenticatedUser) {
    return { sub: user.sub, isAdmin: user.isAdmin };
  }

  @Get('user')
  @UseGuards(AccessTokenGuard)
  user(@CurrentUser() user: AuthenticatedUser) {
    return { sub: user.sub };
  }
}

// A service that knows auth-api only by its JWKS URL, exactly as content-api mounts AuthKitModule.
async function startGuardedApp(issuer: TestTokenIssuer, jwksUrl = issuer.jwksUrl): Promise<{ app: NestFastifyApplication; base: string }> {
  @Module({
    imports: [
      jsonLoggerModule('guard-test', 'silent'),
      RedisModule.forRoot(testRedisUrl()),
      AuthKitModule.forRoot({ jwksUrl, issuer: issuer.issuer, audience: issuer.audience }),
    ],
    controllers: [GuardedController],
  })
  class GuardTestModule {}
  const app = await createHttpApp(GuardTestModule, { name: 'guard-test', port: 0, docsPath: 'docs/test', errorBody: (_s, message) => ({ message }) });
  await app.listen(0, '127.0.0.1');
  return { app, base: await app.getUrl() };
}

const call = (base: string, token?: string, path = '/guarded/admin') =>
  fetch(`${base}${path}`, { method: path.endsWith('admin') ? 'POST' : 'GET', headers: token ? { authorization: `Bearer ${token}` } : {} });

// The Passport strategy and AdminGuard exactly as content-api mounts them: keys fetched from a JWKS URL.
describe('AdminGuard with a remote JWKS', () => {
  let issuer: TestTokenIssuer;
  let app: NestFastifyApplication;
  let base: string;
  let redis: Redis;

  beforeAll(async () => {
    issuer = await startTestTokenIssuer();
    ({ app, base } = await startGuardedApp(issuer));
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

  it('answers 401 once the token version moved on (logout), and accepts a token of the new version', async () => {
    const old = await issuer.sign({ isAdmin: true, ver: 0 });
    const sub = JSON.parse(Buffer.from(old.split('.')[1] as string, 'base64url').toString()).sub as string;
    expect((await call(base, old)).status).toBe(201);
    await redis.incr(tokenVersionKey(sub));
    const warn = jest.spyOn(Logger.prototype, 'warn');
    expect((await call(base, old)).status).toBe(401);
    expect(warn).toHaveBeenCalledWith({ reason: expect.stringMatching(/token was revoked/) }, 'access token rejected');
    expect((await call(base, await issuer.sign({ sub, isAdmin: true, ver: 1 }))).status).toBe(201);
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
    const { app, base } = await startGuardedApp(issuer);
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
    const { app, base } = await startGuardedApp(issuer);
    try {
      const res = await call(base, token);
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ message: 'Sign-in could not be checked right now, please try again shortly' });
    } finally {
      await app.close();
    }
  });
});
