import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Logger } from '@nestjs/common';
import { decodeProtectedHeader } from 'jose';
import { startTestTokenIssuer, type TestTokenIssuer } from '../../testing/auth-tokens';
import { AuthUnavailableError, remoteKeySet, TokenRejectedError } from '../published-key-set';

const timing = { refreshIntervalMs: 60 * 60_000, unknownKidCooldownMs: 30_000, unloadedCooldownMs: 1_000, timeoutMs: 2_000 };

// A JWKS server in front of the test issuer that counts its fetches and can be switched off (auth-api down).
async function countingJwks(issuer: TestTokenIssuer) {
  let fetches = 0;
  let up = true;
  const server: Server = createServer((_req, res) => {
    fetches += 1;
    if (!up) return void res.writeHead(503).end();
    void fetch(issuer.jwksUrl).then(async (r) => res.writeHead(200, { 'content-type': 'application/json' }).end(await r.text()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/jwks.json`,
    fetches: () => fetches,
    setUp: (value: boolean) => (up = value),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('the published key set held in memory', () => {
  let issuer: TestTokenIssuer;
  let jwks: Awaited<ReturnType<typeof countingJwks>>;
  const headerOf = async (token: string | Promise<string>) => decodeProtectedHeader(await token);

  beforeEach(async () => {
    // A failed fetch is logged as a warning by design; the tests say what they expect instead.
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    issuer = await startTestTokenIssuer();
    jwks = await countingJwks(issuer);
  });
  afterEach(async () => {
    jest.restoreAllMocks();
    await jwks.stop();
    await issuer.stop();
  });

  it('keeps verifying with the keys it holds while auth-api is down, and refuses an unknown kid with 401, not 503', async () => {
    const keys = remoteKeySet(jwks.url, timing);
    try {
      await keys.keyFor(await headerOf(issuer.sign()));
      jwks.setUp(false);
      await expect(keys.keyFor(await headerOf(issuer.sign()))).resolves.toBeDefined();
      await expect(keys.keyFor({ alg: 'ES256', kid: 'forged' })).rejects.toBeInstanceOf(TokenRejectedError);
      await expect(keys.keyFor(await headerOf(issuer.sign()))).resolves.toBeDefined();
    } finally {
      keys.close();
    }
  });

  it('finds a rotated key at once, then lets unknown kids fetch at most once per cooldown', async () => {
    const keys = remoteKeySet(jwks.url, timing);
    try {
      await keys.keyFor(await headerOf(issuer.sign()));
      await issuer.rotate();
      await expect(keys.keyFor(await headerOf(issuer.sign()))).resolves.toBeDefined();
      const afterRotation = jwks.fetches();
      for (let i = 0; i < 50; i += 1) await expect(keys.keyFor({ alg: 'ES256', kid: `forged-${i}` })).rejects.toBeInstanceOf(TokenRejectedError);
      expect(jwks.fetches()).toBe(afterRotation);
    } finally {
      keys.close();
    }
  });

  it('answers 503 (AuthUnavailableError) only while no key set could be loaded yet', async () => {
    jwks.setUp(false);
    const keys = remoteKeySet(jwks.url, timing);
    try {
      await expect(keys.keyFor(await headerOf(issuer.sign()))).rejects.toBeInstanceOf(AuthUnavailableError);
    } finally {
      keys.close();
    }
  });
});
