import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { AccountMailKind } from '@hvac/contracts';

// The link of a staff account mail (invitation, password reset, unlock) opens an account, so its row keeps it
// sealed: AES-256-GCM under ACCOUNT_MAIL_KEY, which auth-api (seals) and mailer-worker (opens) share and the
// database never holds. A backup or a support query of auth.account_mails takes over no account.
// The setting's value, stretched with HKDF to an AES-256 key.
export function accountMailLinkKey(secret: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), 'hvac account mail link', 32));
}

// Whom the link is for is authenticated data: a sealed link copied onto a row with another recipient or kind
// (to mail someone's reset link to oneself) does not open.
export type AccountMailLinkBinding = { kind: AccountMailKind; recipient: string };

const version = 'v1';
const boundTo = (binding: AccountMailLinkBinding) => Buffer.from(`${binding.kind}\n${binding.recipient}`, 'utf8');

export function sealAccountMailLink(key: Buffer, link: string, binding: AccountMailLinkBinding): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(boundTo(binding));
  const ciphertext = Buffer.concat([cipher.update(link, 'utf8'), cipher.final()]);
  return [version, ...[iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url'))].join('.');
}

// Throws when the value was sealed under another key, for another recipient or kind, or was tampered with.
export function openAccountMailLink(key: Buffer, sealed: string, binding: AccountMailLinkBinding): string {
  const [v, iv, tag, ciphertext] = sealed.split('.');
  if (v !== version || !iv || !tag || !ciphertext) throw new Error('unknown sealed link format');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url')).setAAD(boundTo(binding));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
}
