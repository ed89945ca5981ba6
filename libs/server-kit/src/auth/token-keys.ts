import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { calculateJwkThumbprint, exportJWK, type JSONWebKeySet, type JWK } from 'jose';

// The one algorithm auth-api signs with and every verifier accepts; pinning it blocks alg-confusion attacks.
export const accessTokenAlgorithm = 'EdDSA';

export type SigningKey = {
  kid: string;
  privateKey: KeyObject;
  publicJwk: JWK;
};

// Redis key holding a user's current token version; logout increments it, which revokes every older token.
export const tokenVersionKey = (userId: string) => `auth:token-version:${userId}`;

// A fresh Ed25519 private key as PKCS#8 PEM (development keys and tests).
export function generateSigningKeyPem(): string {
  const { privateKey } = generateKeyPairSync('ed25519');
  return privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
}

// Reads an Ed25519 PKCS#8 PEM; the key id is the RFC 7638 thumbprint, so it changes whenever the key does.
export async function loadSigningKey(pem: string): Promise<SigningKey> {
  let privateKey: KeyObject;
  try {
    privateKey = createPrivateKey(pem);
  } catch {
    throw new Error('the signing key is not a valid PEM private key');
  }
  if (privateKey.asymmetricKeyType !== 'ed25519') {
    throw new Error(`the signing key must be an Ed25519 key, got ${privateKey.asymmetricKeyType ?? 'a symmetric key'}`);
  }
  const publicJwk = await exportJWK(createPublicKey(privateKey));
  const kid = await calculateJwkThumbprint(publicJwk);
  return { kid, privateKey, publicJwk: { ...publicJwk, kid, alg: accessTokenAlgorithm, use: 'sig' } };
}

export function jwksOf(keys: SigningKey[]): JSONWebKeySet {
  return { keys: keys.map((k) => k.publicJwk) };
}
