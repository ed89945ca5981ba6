import { KeyObject, type webcrypto } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { createLocalJWKSet, createRemoteJWKSet, type JSONWebKeySet, type JWSHeaderParameters } from 'jose';

// The token is not acceptable (bad signature, expired, revoked, ...): the guard answers 401.
export class TokenRejectedError extends Error {
  override name = 'TokenRejectedError';
}

// The token could not be checked (key set or Redis unreachable): the guard answers 503, never lets it through.
export class AuthUnavailableError extends Error {
  override name = 'AuthUnavailableError';
}

// The key that checks a token's signature, chosen by the token's header.
export type KeySource = { keyFor: (header: JWSHeaderParameters) => Promise<KeyObject>; close: () => void };

export type RemoteKeySetTiming = {
  // How often the whole set is fetched again in the background (a rotation shows up without any request).
  refreshIntervalMs: number;
  // After a fetch caused by an unknown kid, how long before another such token may cause one (the background
  // fetches do not count: the first token of a rotated key, however soon after one, finds its key at once).
  unknownKidCooldownMs: number;
  // The same while no set could be loaded yet (a new replica whose first fetch failed).
  unloadedCooldownMs: number;
  timeoutMs: number;
};

export const remoteKeySetTiming: RemoteKeySetTiming = {
  refreshIntervalMs: 5 * 60_000,
  unknownKidCooldownMs: 30_000,
  unloadedCooldownMs: 1_000,
  timeoutMs: 5_000,
};

// A fixed set (auth-api's own current and previous keys): nothing to fetch.
export function localKeySet(jwks: JSONWebKeySet): KeySource {
  const resolve = createLocalJWKSet(jwks);
  const kids = new Set(jwks.keys.map((k) => k.kid));
  return {
    keyFor: async (header) => {
      if (!kids.has(header.kid)) throw new TokenRejectedError("no published key has the token's kid");
      return keyObjectOf(await resolve(header).catch(rejectMismatch));
    },
    close: () => undefined,
  };
}

// auth-api's published key set, held whole in memory (jose's createRemoteJWKSet does the fetching, its time-out and
// the check of the document). Keys never expire: the set is replaced only by a successful fetch, in the background
// every few minutes, or when a token names a kid the set lacks (a rotation), at most once per cooldown whatever
// the tokens say. A forged kid therefore costs at most one fetch per cooldown and never evicts a key in use; the
// set keeps working while auth-api is unreachable.
export function remoteKeySet(url: string, timing: RemoteKeySetTiming = remoteKeySetTiming): KeySource {
  const logger = new Logger('KeySet');
  const remote = createRemoteJWKSet(new URL(url), {
    cacheMaxAge: Infinity,
    // Every fetch goes through fetchSet() below; jose must never fetch on its own after a miss.
    cooldownDuration: Infinity,
    timeoutDuration: timing.timeoutMs,
  });
  let lastAttempt = -Infinity;
  let lastError = 'not fetched yet';

  const fetchSet = async (): Promise<void> => {
    await remote.reload().then(
      () => (lastError = ''),
      (error: unknown) => {
        lastError = error instanceof Error ? error.message : String(error);
        logger.warn({ err: lastError, url }, 'key set fetch failed; the keys already held stay in use');
      },
    );
  };
  // A fetch already under way is shared (jose's reload joins it); otherwise one only after the cooldown.
  const refreshForUnknownKid = async (): Promise<void> => {
    if (remote.reloading) return remote.reload().catch(() => undefined);
    const cooldown = remote.jwks() ? timing.unknownKidCooldownMs : timing.unloadedCooldownMs;
    if (Date.now() - lastAttempt < cooldown) return;
    lastAttempt = Date.now();
    await fetchSet();
  };
  const knows = (kid: string | undefined) => remote.jwks()?.keys.some((k) => k.kid === kid) ?? false;

  void fetchSet();
  const timer = setInterval(() => void fetchSet(), timing.refreshIntervalMs).unref();

  return {
    keyFor: async (header) => {
      if (!knows(header.kid)) await refreshForUnknownKid();
      if (!remote.jwks()) throw new AuthUnavailableError(`signing keys unavailable: ${lastError}`);
      if (!knows(header.kid)) throw new TokenRejectedError("no published key has the token's kid");
      return keyObjectOf(await remote(header).catch(rejectMismatch));
    },
    close: () => clearInterval(timer),
  };
}

// jose hands out WebCrypto keys; jsonwebtoken (under passport-jwt) verifies with a KeyObject.
function keyObjectOf(key: webcrypto.CryptoKey | KeyObject): KeyObject {
  return key instanceof KeyObject ? key : KeyObject.from(key);
}

// The kid is published but not for this algorithm or use.
function rejectMismatch(error: unknown): never {
  throw new TokenRejectedError(`no published key fits the token: ${error instanceof Error ? error.message : String(error)}`);
}
