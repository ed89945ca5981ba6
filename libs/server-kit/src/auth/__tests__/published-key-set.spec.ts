import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Logger } from '@nestjs/common';
import { AuthUnavailableError, remoteKeySet, TokenRejectedError } from '../published-key-set';
import { accessTokenAlgorithm, generateSigningKeyPem, jwksOf, loadSigningKey, type SigningKey } from '../token-keys';

const timing = { refreshIntervalMs: 60 * 60_000, unknownKidCooldownMs: 30_000, unloadedCooldownMs: 1_000, timeoutMs: 2_000 };

const newKey = () => loadSigningKey(generateSigningKeyPem());

// auth-api's key set as a JWKS server that counts its fetches, rotates its signing key (publishing the new
// one first, keeping the old) and can be switched off (auth-api down). The key set reads only a token's
// header: the header of a token signed now is `header()`.
async function countingJwks() {
  let published: SigningKey[] = [newKey()];
  let fetches = 0;
  let up = true;
  const server: Server = createServer((_req, res) => {
    fetches += 1;
    if (!up) return void res.writeHead(503).end();
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(jwksOf(published)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/jwks.json`,
    fetches: () => fetches,
    setUp: (value: boolean) => (up = value),
    header: () => ({ alg: accessTokenAlgorithm, kid: published[0]?.kid }),
    rotate: () => void (published = [newKey(), ...published]),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('the published key set held in memory', () => {
  let jwks: Awaited<ReturnType<typeof countingJwks>>;

  beforeEach(async () => {
    // A failed fetch is logged as a warning by design; the tests say what they expect instead.
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    jwks = await countingJwks();
  });
  afterEach(async () => {
    jest.restoreAllMocks();
    await jwks.stop();
  });

  it('keeps verifying with the keys it holds while auth-api is down, and refuses an unknown kid with 401, not 503', async () => {
    const keys = remoteKeySet(jwks.url, timing);
    try {
      await keys.keyFor(jwks.header());
      jwks.setUp(false);
      await expect(keys.keyFor(jwks.header())).resolves.toBeDefined();
      await expect(keys.keyFor({ alg: 'ES256', kid: 'forged' })).rejects.toBeInstanceOf(TokenRejectedError);
      await expect(keys.keyFor(jwks.header())).resolves.toBeDefined();
    } finally {
      keys.close();
    }
  });

  it('finds a rotated key at once, then lets unknown kids fetch at most once per cooldown', async () => {
    const keys = remoteKeySet(jwks.url, timing);
    try {
      await keys.keyFor(jwks.header());
      jwks.rotate();
      await expect(keys.keyFor(jwks.header())).resolves.toBeDefined();
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
      await expect(keys.keyFor(jwks.header())).rejects.toBeInstanceOf(AuthUnavailableError);
    } finally {
      keys.close();
    }
  });
});
