import { createHmac, createPublicKey, randomUUID, sign as signBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AccessTokenClaims } from '@hvac/contracts';
import { apiPaths, tokenType } from '@hvac/contracts';
import { generateSigningKeyPem, jwksOf, loadSigningKey, type SigningKey } from '../auth/token-keys';
import { signAccessToken } from '../auth/sign-access-token';

export type BadTokenKind =
  | 'expired'
  | 'notYetValid'
  | 'wrongIssuer'
  | 'wrongAudience'
  | 'wrongType'
  | 'tamperedPayload'
  | 'algNone'
  | 'hs256WithPublicKey'
  | 'unknownKid'
  | 'missingKid';

export type TestTokenIssuer = {
  issuer: string;
  audience: string;
  // Where the helper serves the public key set; pass it to AuthKitModule.forRoot({ jwksUrl }).
  jwksUrl: string;
  key: SigningKey;
  // Key rotation: a new key signs from now on; the JWKS publishes it first and keeps the old one.
  rotate: () => Promise<SigningKey>;
  // A valid token exactly as auth-api's login signs it.
  sign: (claims?: Partial<AccessTokenClaims>, options?: { ttlSeconds?: number; now?: number; notBefore?: number }) => Promise<string>;
  // Tokens every verifier must refuse with 401; each starts from `claims` (default: an admin).
  badTokens: (claims?: Partial<AccessTokenClaims>) => Promise<Record<BadTokenKind, string>>;
  stop: () => Promise<void>;
};

export const testAdminClaims = (overrides: Partial<AccessTokenClaims> = {}): AccessTokenClaims => ({
  sub: randomUUID(),
  email: 'admin@example.com',
  name: 'Test Admin',
  isAdmin: true,
  ver: 0,
  ...overrides,
});

const b64 = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
const decodePart = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;

// A stand-in for auth-api's key: a fresh key pair, its JWKS on a free local port, and tokens signed with the
// same code auth-api uses. `key` may be auth-api's own key (e.g. a loaded PEM) to mint tokens it would accept.
export async function startTestTokenIssuer(
  options: { issuer?: string; audience?: string; key?: SigningKey; ttlSeconds?: number } = {},
): Promise<TestTokenIssuer> {
  const issuer = options.issuer ?? 'hvac-auth';
  const audience = options.audience ?? 'hvac-site';
  const ttlSeconds = options.ttlSeconds ?? 8 * 3600;
  let key = options.key ?? (await loadSigningKey(generateSigningKeyPem()));
  let published = [key];

  const server: Server = createServer((req, res) => {
    res.writeHead(req.url === apiPaths.jwks ? 200 : 404, { 'content-type': 'application/json' });
    res.end(req.url === apiPaths.jwks ? JSON.stringify(jwksOf(published)) : '{"message":"Not found"}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const sign: TestTokenIssuer['sign'] = (claims = {}, o = {}) =>
    signAccessToken(key, testAdminClaims(claims), { issuer, audience, ttlSeconds: o.ttlSeconds ?? ttlSeconds, now: o.now, notBefore: o.notBefore });

  const badTokens: TestTokenIssuer['badTokens'] = async (claims = {}) => {
    const base = testAdminClaims(claims);
    const now = Math.floor(Date.now() / 1000);
    const valid = await signAccessToken(key, base, { issuer, audience, ttlSeconds });
    const [header, payload] = valid.split('.') as [string, string, string];
    const unsigned = (h: Record<string, unknown>) => `${b64(h)}.${payload}`;
    const headerJson = decodePart(header);

    // The classic confusion attack: the public key, which anyone can fetch, used as an HMAC secret.
    const publicPem = createPublicKey(key.privateKey).export({ type: 'spki', format: 'pem' }).toString();
    const hsInput = unsigned({ ...headerJson, alg: 'HS256' });
    const otherKey = await loadSigningKey(generateSigningKeyPem());
    const nonAdminValid = await signAccessToken(key, { ...base, isAdmin: false }, { issuer, audience, ttlSeconds });
    const [nh, , nsig] = nonAdminValid.split('.') as [string, string, string];
    const elevated = decodePart(nonAdminValid.split('.')[1] as string);

    return {
      expired: await signAccessToken(key, base, { issuer, audience, ttlSeconds: 3600, now: now - 7200 }),
      notYetValid: await signAccessToken(key, base, { issuer, audience, ttlSeconds, notBefore: now + 3600 }),
      wrongIssuer: await signAccessToken(key, base, { issuer: `${issuer}-other`, audience, ttlSeconds }),
      wrongAudience: await signAccessToken(key, base, { issuer, audience: `${audience}-other`, ttlSeconds }),
      wrongType: await signWithHeader(key, base, { issuer, audience, ttlSeconds }, { typ: 'JWT' }),
      tamperedPayload: `${nh}.${b64({ ...elevated, isAdmin: true })}.${nsig}`,
      algNone: `${unsigned({ alg: 'none', typ: tokenType, kid: key.kid })}.`,
      hs256WithPublicKey: `${hsInput}.${createHmac('sha256', publicPem).update(hsInput).digest('base64url')}`,
      unknownKid: await signAccessToken({ ...otherKey, kid: `unknown-${otherKey.kid.slice(0, 8)}` }, base, { issuer, audience, ttlSeconds }),
      missingKid: await signWithHeader(key, base, { issuer, audience, ttlSeconds }, { kid: undefined }),
    };
  };

  return {
    issuer,
    audience,
    jwksUrl: `http://127.0.0.1:${port}${apiPaths.jwks}`,
    get key() {
      return key;
    },
    rotate: async () => {
      key = await loadSigningKey(generateSigningKeyPem());
      published = [key, ...published];
      return key;
    },
    sign,
    badTokens,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// Re-signs a real token with a changed header, so only that header field is wrong.
async function signWithHeader(
  key: SigningKey,
  claims: AccessTokenClaims,
  options: { issuer: string; audience: string; ttlSeconds: number },
  header: Record<string, string | undefined>,
): Promise<string> {
  const token = await signAccessToken(key, claims, options);
  const [h, p] = token.split('.') as [string, string];
  const newHeader = JSON.parse(JSON.stringify({ ...decodePart(h), ...header })) as Record<string, unknown>;
  const input = `${b64(newHeader)}.${p}`;
  return `${input}.${signBytes(null, Buffer.from(input), key.privateKey).toString('base64url')}`;
}
