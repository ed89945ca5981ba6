import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, type JsonWebKey, type KeyObject } from 'node:crypto';

// The one algorithm auth-api signs with and every verifier accepts (ECDSA on P-256 with SHA-256); pinning it
// blocks alg-confusion attacks.
export const accessTokenAlgorithm = 'ES256';

// A public key as auth-api publishes it in its JWKS.
export type PublicJwk = JsonWebKey & { kid: string; alg: typeof accessTokenAlgorithm; use: 'sig' };

// A key tokens are checked with: the signing key's public half, or a previous key kept after a rotation.
export type VerificationKey = { kid: string; publicJwk: PublicJwk };

export type SigningKey = VerificationKey & { privateKey: KeyObject };

const expectedKey = 'an ES256 key (EC P-256)';

// A fresh P-256 private key as PKCS#8 PEM (development keys and tests).
export function generateSigningKeyPem(): string {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
}

// Reads a P-256 PKCS#8 PEM; the key id is the RFC 7638 thumbprint, so it changes whenever the key does.
export function loadSigningKey(pem: string): SigningKey {
  let privateKey: KeyObject;
  try {
    privateKey = createPrivateKey(pem);
  } catch {
    throw new Error('the signing key is not a valid PEM private key');
  }
  const problem = keyTypeProblem(privateKey);
  if (problem) throw new Error(`the signing key must be ${expectedKey}, got ${problem}`);
  return { ...verificationKeyOf(createPublicKey(privateKey)), privateKey };
}

// Reads one or more PEM blocks of P-256 public keys (a private key is accepted too; only its public half is kept).
export function loadVerificationKeys(pems: string): VerificationKey[] {
  const blocks = pems.match(/-----BEGIN ([A-Z ]+)-----[\s\S]+?-----END \1-----/g) ?? [];
  if (blocks.length === 0) throw new Error('no PEM key found');
  return blocks.map((block, index) => {
    let publicKey: KeyObject;
    try {
      publicKey = createPublicKey(block);
    } catch {
      throw new Error(`key ${index + 1} is not a valid PEM key`);
    }
    const problem = keyTypeProblem(publicKey);
    if (problem) throw new Error(`key ${index + 1} must be ${expectedKey}, got ${problem}`);
    return verificationKeyOf(publicKey);
  });
}

// The published key set: the signing key first, then the keys kept for tokens it signed before.
export function jwksOf(keys: VerificationKey[]): { keys: PublicJwk[] } {
  return { keys: keys.map((k) => k.publicJwk) };
}

function keyTypeProblem(key: KeyObject): string | undefined {
  const type = key.asymmetricKeyType;
  if (type === 'ec' && key.asymmetricKeyDetails?.namedCurve === 'prime256v1') return undefined;
  if (type === 'ed25519') return 'an Ed25519 key (EdDSA is no longer accepted; generate a P-256 key)';
  if (type === 'ec') return `an EC key on ${key.asymmetricKeyDetails?.namedCurve ?? 'another curve'}`;
  return type ? `a key of type ${type}` : 'a symmetric key';
}

function verificationKeyOf(publicKey: KeyObject): VerificationKey {
  const { kty, crv, x, y } = publicKey.export({ format: 'jwk' });
  // RFC 7638: SHA-256 over the required members in lexicographic order.
  const kid = createHash('sha256').update(JSON.stringify({ crv, kty, x, y })).digest('base64url');
  return { kid, publicJwk: { kty, crv, x, y, kid, alg: accessTokenAlgorithm, use: 'sig' } };
}
