import { createHmac, createPublicKey, generateKeyPairSync, type KeyObject, randomUUID, sign as signBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AccessTokenClaims } from '@hvac/contracts';
import { apiPaths, sessionPaths, tokenType } from '@hvac/contracts';
import { accessTokenJwtOptions, type AccessTokenSigning, generateSigningKeyPem, jwksOf, loadSigningKey, type SigningKey } from '@hvac/server-kit';
import { JwtService } from '@nestjs/jwt';

export type BadTokenKind =
  | 'expired'
  | 'notYetValid'
  | 'wrongIssuer'
  | 'wrongAudience'
  | 'wrongType'
  | 'tamperedPayload'
  | 'tamperedSignature'
  | 'otherKeyUnderKnownKid'
  | 'algNone'
  | 'hs256WithPublicKey'
  | 'hs256WithPublicJwk'
  | 'eddsaWithLegacyKey'
  | 'rs256WithPublishedKey'
  | 'unknownKid'
  | 'missingKid';

export const badTokenKinds: readonly BadTokenKind[] = [
  'expired',
  'notYetValid',
  'wrongIssuer',
  'wrongAudience',
  'wrongType',
  'tamperedPayload',
  'tamperedSignature',
  'otherKeyUnderKnownKid',
  'algNone',
  'hs256WithPublicKey',
  'hs256WithPublicJwk',
  'eddsaWithLegacyKey',
  'rs256WithPublishedKey',
  'unknownKid',
  'missingKid',
];

export type SignOverrides = { ttlSeconds?: number; now?: number; notBefore?: number };

export type TestTokenIssuer = {
  issuer: string;
  audience: string;
  // Where the helper serves the public key set; pass it to AuthKitModule.forRoot({ jwksUrl }).
  jwksUrl: string;
  key: SigningKey;
  // auth-api's session check, as this stand-in answers it: every session is active until revoked here.
  revokeSession: (sid: string) => void;
  // Key rotation: a new key signs from now on; the JWKS publishes it first and keeps the old one.
  rotate: () => Promise<SigningKey>;
  // A valid token exactly as auth-api's login signs it.
  sign: (claims?: Partial<AccessTokenClaims>, options?: SignOverrides) => Promise<string>;
  // Tokens every verifier must refuse with 401; each starts from `claims` (default: an admin).
  badTokens: (claims?: Partial<AccessTokenClaims>) => Promise<Record<BadTokenKind, string>>;
  stop: () => Promise<void>;
};

// An owner by default; `{ role }` picks another role and `{ isAdmin: false }` alone means no staff role, with isAdmin
// kept in step with the role as auth-api signs it.
export const testAdminClaims = (overrides: Partial<AccessTokenClaims> = {}): AccessTokenClaims => {
  const role = overrides.role !== undefined ? overrides.role : overrides.isAdmin === false ? null : 'owner';
  return { sub: randomUUID(), email: 'admin@example.com', name: 'Test Admin', sid: randomUUID(), isAdmin: role !== null, ...overrides, role };
};

type Json = Record<string, unknown>;
const b64 = (value: Json) => Buffer.from(JSON.stringify(value)).toString('base64url');
const decodePart = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Json;

// A compact JWS with any header, payload and signer: how an attacker builds tokens.
function forge(header: Json, payload: Json, signer: (input: Buffer) => Buffer): string {
  const input = `${b64(header)}.${b64(payload)}`;
  return `${input}.${signer(Buffer.from(input)).toString('base64url')}`;
}
const es256 = (key: KeyObject) => (input: Buffer) => signBytes('sha256', input, { key, dsaEncoding: 'ieee-p1363' });
const hs256 = (secret: string) => (input: Buffer) => createHmac('sha256', secret).update(input).digest();

// Keys of other algorithms that a careless key set might still hold (an Ed25519 key from before the move to
// ES256, an RSA key): tokens they really sign must be refused all the same.
function foreignKey(type: 'ed25519' | 'rsa', kid: string) {
  const { privateKey, publicKey } = type === 'rsa' ? generateKeyPairSync('rsa', { modulusLength: 2048 }) : generateKeyPairSync('ed25519');
  return { kid, privateKey, jwk: { ...publicKey.export({ format: 'jwk' }), kid, alg: type === 'rsa' ? 'RS256' : 'EdDSA', use: 'sig' } };
}

// A stand-in for auth-api's key: a fresh key pair, its JWKS on a free local port, and tokens signed with the
// same options auth-api uses. `key` may be auth-api's own key (e.g. a loaded PEM) to mint tokens it would accept.
export async function startTestTokenIssuer(options: { issuer?: string; audience?: string; key?: SigningKey; ttlSeconds?: number } = {}): Promise<TestTokenIssuer> {
  const issuer = options.issuer ?? 'hvac-auth';
  const audience = options.audience ?? 'hvac-site';
  const ttlSeconds = options.ttlSeconds ?? 8 * 3600;
  let key = options.key ?? loadSigningKey(generateSigningKeyPem());
  let published = [key];
  const legacy = foreignKey('ed25519', 'legacy-ed25519');
  const rsa = foreignKey('rsa', 'stray-rsa');

  const revokedSessions = new Set<string>();
  const server: Server = createServer((req, res) => {
    if (req.url === sessionPaths.check) {
      // The verifier checked the signature before asking; only the session is decided here.
      const payload = req.headers.authorization?.split('.')[1];
      const sid = payload ? decodePart(payload)['sid'] : undefined;
      res.writeHead(typeof sid === 'string' && !revokedSessions.has(sid) ? 204 : 401).end();
      return;
    }
    res.writeHead(req.url === apiPaths.jwks ? 200 : 404, { 'content-type': 'application/json' });
    res.end(req.url === apiPaths.jwks ? JSON.stringify({ keys: [...jwksOf(published).keys, legacy.jwk, rsa.jwk] }) : '{"message":"Not found"}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const signWith = (k: SigningKey, claims: AccessTokenClaims, o: SignOverrides & Partial<AccessTokenSigning> = {}) => {
    const now = o.now ?? Math.floor(Date.now() / 1000);
    const jwt = new JwtService(accessTokenJwtOptions(k, { issuer: o.issuer ?? issuer, audience: o.audience ?? audience, ttlSeconds: o.ttlSeconds ?? ttlSeconds }));
    return jwt.signAsync({ ...claims, iat: now }, { jwtid: randomUUID(), ...(o.notBefore === undefined ? {} : { notBefore: o.notBefore - now }) });
  };

  const badTokens: TestTokenIssuer['badTokens'] = async (claims = {}) => {
    const base = testAdminClaims(claims);
    const now = Math.floor(Date.now() / 1000);
    const [header, payload, signature] = (await signWith(key, base)).split('.') as [string, string, string];
    const validHeader = decodePart(header);
    const validPayload = decodePart(payload);
    const nonAdmin = (await signWith(key, { ...base, isAdmin: false, role: null })).split('.') as [string, string, string];
    const publicPem = createPublicKey(key.privateKey).export({ type: 'spki', format: 'pem' }).toString();
    const otherKey = loadSigningKey(generateSigningKeyPem());
    const flipped = Buffer.from(signature, 'base64url');
    flipped[0] = (flipped[0] ?? 0) ^ 0xff;

    return {
      expired: await signWith(key, base, { ttlSeconds: 3600, now: now - 7200 }),
      notYetValid: await signWith(key, base, { notBefore: now + 3600 }),
      wrongIssuer: await signWith(key, base, { issuer: `${issuer}-other` }),
      wrongAudience: await signWith(key, base, { audience: `${audience}-other` }),
      // Really signed by the key, so only the header field is wrong.
      wrongType: forge({ ...validHeader, typ: 'JWT' }, validPayload, es256(key.privateKey)),
      missingKid: forge({ alg: 'ES256', typ: tokenType }, validPayload, es256(key.privateKey)),
      // A non-staff token made an owner's, keeping its signature.
      tamperedPayload: `${nonAdmin[0]}.${b64({ ...decodePart(nonAdmin[1]), isAdmin: true, role: 'owner' })}.${nonAdmin[2]}`,
      tamperedSignature: `${header}.${payload}.${flipped.toString('base64url')}`,
      otherKeyUnderKnownKid: forge(validHeader, validPayload, es256(otherKey.privateKey)),
      algNone: `${b64({ alg: 'none', typ: tokenType, kid: key.kid })}.${payload}.`,
      // The classic confusion attack: the public key, which anyone can fetch, used as an HMAC secret.
      hs256WithPublicKey: forge({ ...validHeader, alg: 'HS256' }, validPayload, hs256(publicPem)),
      hs256WithPublicJwk: forge({ ...validHeader, alg: 'HS256' }, validPayload, hs256(JSON.stringify(key.publicJwk))),
      eddsaWithLegacyKey: forge({ alg: 'EdDSA', typ: tokenType, kid: legacy.kid }, validPayload, (input) => signBytes(null, input, legacy.privateKey)),
      rs256WithPublishedKey: forge({ alg: 'RS256', typ: tokenType, kid: rsa.kid }, validPayload, (input) => signBytes('sha256', input, rsa.privateKey)),
      unknownKid: await signWith({ ...otherKey, kid: `unknown-${otherKey.kid.slice(0, 8)}` }, base),
    };
  };

  return {
    issuer,
    audience,
    jwksUrl: `http://127.0.0.1:${port}${apiPaths.jwks}`,
    get key() {
      return key;
    },
    revokeSession: (sid) => revokedSessions.add(sid),
    rotate: async () => {
      key = loadSigningKey(generateSigningKeyPem());
      published = [key, ...published];
      return key;
    },
    sign: (claims = {}, o = {}) => signWith(key, testAdminClaims(claims), o),
    badTokens,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
