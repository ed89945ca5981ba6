import { randomBytes } from 'node:crypto';
import { accountMailLinkKey, openAccountMailLink, sealAccountMailLink } from '@hvac/account-mails';

// The sealing auth-api applies to an account mail's link and the opening the composer does (libs/leads).
describe('account mail links (AES-256-GCM under ACCOUNT_MAIL_KEY)', () => {
  const key = accountMailLinkKey(Buffer.from(randomBytes(32).toString('base64url')));
  const link = `https://www.example.com/reset-password#${'t'.repeat(43)}`;
  const binding = { kind: 'password-reset', recipient: 'robin@example.com' } as const;

  it('opens what it sealed, and the sealed value shows neither the link nor its token', () => {
    const sealed = sealAccountMailLink(key, link, binding);
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain('t'.repeat(10));
    expect(sealAccountMailLink(key, link, binding)).not.toBe(sealed);
    expect(openAccountMailLink(key, sealed, binding)).toBe(link);
  });

  it('refuses another key, another recipient or kind, and a tampered value', () => {
    const sealed = sealAccountMailLink(key, link, binding);
    expect(() => openAccountMailLink(accountMailLinkKey(randomBytes(32)), sealed, binding)).toThrow();
    expect(() => openAccountMailLink(key, sealed, { ...binding, recipient: 'attacker@example.com' })).toThrow();
    expect(() => openAccountMailLink(key, sealed, { ...binding, kind: 'staff-invitation' })).toThrow();
    const [v, iv, tag, ciphertext = ''] = sealed.split('.');
    expect(() => openAccountMailLink(key, [v, iv, tag, `${ciphertext.startsWith('A') ? 'B' : 'A'}${ciphertext.slice(1)}`].join('.'), binding)).toThrow();
    expect(() => openAccountMailLink(key, link, binding)).toThrow(/unknown sealed link format/);
  });
});
