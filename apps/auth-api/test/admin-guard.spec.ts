import { Controller, Get, Module, Post } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  AccessTokenGuard,
  AccessTokenVerifier,
  AuthUnavailableError,
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
import { startTestTokenIssuer, testRedisUrl, type TestTokenIssuer } from '@hvac/server-kit/testing';
import { UseGuards } from '@nestjs/common';
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

// The verifier and AdminGuard exactly as content-api mounts them: keys fetched from a JWKS URL.
describe('AdminGuard with a remote JWKS', () => {
  let issuer: TestTokenIssuer;
  let app: NestFastifyApplication;
  let base: string;
  let redis: Redis;

  beforeAll(async () => {
    issuer = await startTestTokenIssuer();
    @Module({
      imports: [
        jsonLoggerModule('guard-test', 'silent'),
        RedisModule.forRoot(testRedisUrl()),
        AuthKitModule.forRoot({ jwksUrl: issuer.jwksUrl, issuer: issuer.issuer, audience: issuer.audience }),
      ],
      controllers: [GuardedController],
    })
    class GuardTestModule {}
    app = await createHttpApp(GuardTestModule, { name: 'guard-test', port: 0, docsPath: 'docs/test', errorBody: (_s, message) => ({ message }) });
    await app.listen(0, '127.0.0.1');
    base = await app.getUrl();
    redis = createRedisClient(testRedisUrl());
  });

  afterAll(async () => {
    await app?.close();
    await issuer?.stop();
    redis?.disconnect();
  });

  const call = (token?: string, path = '/guarded/admin') =>
    fetch(`${base}${path}`, { method: path.endsWith('admin') ? 'POST' : 'GET', headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('lets a valid admin token through and hands the claims to the handler', async () => {
    const token = await issuer.sign({ isAdmin: true });
    const res = await call(token);
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ sub: expect.any(String), isAdmin: true });
  });

  it('answers 403 to a valid token of a non-admin, which still passes the plain access guard', async () => {
    const token = await issuer.sign({ isAdmin: false });
    const res = await call(token);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: 'Not authorized as an admin' });
    expect((await call(token, '/guarded/user')).status).toBe(200);
  });

  it('answers 401 without a token or with a malformed header', async () => {
    const res = await call();
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'Not authorized, no token' });
    const basic = await fetch(`${base}/guarded/admin`, { method: 'POST', headers: { authorization: 'Basic YTpi' } });
    expect(basic.status).toBe(401);
    expect((await call('not-a-jwt')).status).toBe(401);
  });

  it.each([
    'expired',
    'notYetValid',
    'wrongIssuer',
    'wrongAudience',
    'wrongType',
    'tamperedPayload',
    'algNone',
    'hs256WithPublicKey',
    'unknownKid',
    'missingKid',
  ] as const)('answers 401 to a %s token', async (kind) => {
    const tokens = await issuer.badTokens({ isAdmin: true });
    const res = await call(tokens[kind]);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'Not authorized, token failed' });
  });

  // Each variant must fail for its own reason, not for an incidental one.
  it.each([
    ['expired', /ERR_JWT_EXPIRED/],
    ['notYetValid', /"nbf" claim/],
    ['wrongIssuer', /"iss" claim/],
    ['wrongAudience', /"aud" claim/],
    ['wrongType', /"typ"/],
    ['tamperedPayload', /SIGNATURE_VERIFICATION_FAILED/],
    ['algNone', /ALG_NOT_ALLOWED/],
    ['hs256WithPublicKey', /ALG_NOT_ALLOWED/],
    ['unknownKid', /NO_MATCHING_KEY/],
    ['missingKid', /no kid/],
  ] as const)('the verifier rejects a %s token for that reason', async (kind, reason) => {
    const tokens = await issuer.badTokens({ isAdmin: true });
    await expect(app.get(AccessTokenVerifier).verify(tokens[kind])).rejects.toThrow(reason);
  });

  it('answers 401 once the token version moved on (logout), and accepts a token of the new version', async () => {
    const old = await issuer.sign({ isAdmin: true, ver: 0 });
    const sub = JSON.parse(Buffer.from(old.split('.')[1] as string, 'base64url').toString()).sub as string;
    expect((await call(old)).status).toBe(201);
    await redis.incr(tokenVersionKey(sub));
    expect((await call(old)).status).toBe(401);
    expect((await call(await issuer.sign({ sub, isAdmin: true, ver: 1 }))).status).toBe(201);
  });
});

describe('AccessTokenVerifier key rotation', () => {
  it('refetches the JWKS when a token names a kid it has not seen, and keeps accepting the old key', async () => {
    const issuer = await startTestTokenIssuer();
    const redis = createRedisClient(testRedisUrl());
    try {
      const verifier = new AccessTokenVerifier({ jwksUrl: issuer.jwksUrl, issuer: issuer.issuer, audience: issuer.audience, jwksCooldownMs: 0 }, redis);
      const before = await issuer.sign();
      await expect(verifier.verify(before)).resolves.toMatchObject({ isAdmin: true });
      const rotated = await issuer.rotate();
      const after = await issuer.sign();
      expect(JSON.parse(Buffer.from(after.split('.')[0] as string, 'base64url').toString()).kid).toBe(rotated.kid);
      await expect(verifier.verify(after)).resolves.toMatchObject({ isAdmin: true });
      await expect(verifier.verify(before)).resolves.toMatchObject({ isAdmin: true });
    } finally {
      redis.disconnect();
      await issuer.stop();
    }
  });

  it('reports AuthUnavailableError (the guard answers 503), never success, when the key set cannot be fetched', async () => {
    const issuer = await startTestTokenIssuer();
    const token = await issuer.sign();
    await issuer.stop();
    const redis = createRedisClient(testRedisUrl());
    try {
      const verifier = new AccessTokenVerifier({ jwksUrl: issuer.jwksUrl, issuer: issuer.issuer, audience: issuer.audience }, redis);
      await expect(verifier.verify(token)).rejects.toThrow(AuthUnavailableError);
    } finally {
      redis.disconnect();
    }
  });
});
