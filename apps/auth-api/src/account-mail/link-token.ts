import { randomBytes } from 'node:crypto';
import { digest } from '../lockout/account-digest';

// 32 random bytes, base64url: the token of every link in an account mail. Tables keep only its SHA-256, so a copy
// of the database opens no account.
export const linkTokenPattern = /^[A-Za-z0-9_-]{43}$/;

export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: digest(token) };
}

export const linkTokenHash = (token: string) => digest(token);
