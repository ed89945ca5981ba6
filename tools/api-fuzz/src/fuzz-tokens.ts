// The callers of every request: nobody, a forger, and a signed-in user of each staff role. Valid tokens
// come from auth-api's own sign-in; forged ones are built from them the ways an attacker would.
import { generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { type StaffRole, staffRoles } from '@hvac/contracts';
import type { FuzzStack } from './fuzz-stack';

export type TokenKind = 'none' | 'forged' | StaffRole;
export const tokenKinds: readonly TokenKind[] = ['none', 'forged', ...staffRoles];

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;

// Tokens no verifier may accept; which one a request carries is part of its seeded case.
function forgeries(editorToken: string): string[] {
  const [header, payload, signature] = editorToken.split('.') as [string, string, string];
  const claims = decode(payload);
  const flipped = Buffer.from(signature, 'base64url');
  flipped[0] = (flipped[0] ?? 0) ^ 0xff;
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const promoted = b64({ ...claims, role: 'owner', isAdmin: true });
  const ownKeyInput = `${header}.${promoted}`;
  return [
    `${header}.${payload}.${flipped.toString('base64url')}`,
    // An editor's token made an owner's, keeping its signature.
    `${header}.${promoted}.${signature}`,
    `${b64({ alg: 'none', typ: decode(header)['typ'] })}.${promoted}.`,
    // Signed by a key of the attacker's, under the real key id.
    `${ownKeyInput}.${sign('sha256', Buffer.from(ownKeyInput), { key: privateKey, dsaEncoding: 'ieee-p1363' }).toString('base64url')}`,
    randomBytes(24).toString('base64url'),
    'null',
  ];
}

export class FuzzTokens {
  private readonly valid = new Map<StaffRole, string>();
  private forged: string[] = [];

  constructor(private readonly stack: FuzzStack) {}

  async signInAll(): Promise<void> {
    for (const role of staffRoles) await this.signIn(role);
    this.forged = forgeries(this.valid.get('editor') ?? '');
  }

  // `pick` chooses among the forgeries, so a seeded case always carries the same one.
  header(kind: TokenKind, pick: number): string | undefined {
    if (kind === 'none') return undefined;
    if (kind === 'forged') return `Bearer ${this.forged[pick % this.forged.length]}`;
    return `Bearer ${this.valid.get(kind)}`;
  }

  // A valid request may end its own session (logout, revoking sessions): the role signs in again.
  async renewIfEnded(kind: TokenKind): Promise<boolean> {
    if (kind === 'none' || kind === 'forged') return false;
    const res = await fetch(`${this.stack.auth.url}/api/users/session-check`, { headers: { authorization: `Bearer ${this.valid.get(kind)}` } });
    if (res.status === 204) return false;
    await this.signIn(kind);
    return true;
  }

  private async signIn(role: StaffRole): Promise<void> {
    const { email, password } = this.stack.staff[role];
    const res = await fetch(`${this.stack.auth.url}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.1' },
      body: JSON.stringify({ email, password }),
    });
    const body = (await res.json()) as { token?: string; message?: string };
    if (res.status !== 200 || !body.token) throw new Error(`the ${role} could not sign in: ${res.status} ${JSON.stringify(body)}`);
    this.valid.set(role, body.token);
  }
}
