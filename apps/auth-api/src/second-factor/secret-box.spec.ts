import { randomBytes } from 'node:crypto';
import { open, openWithAny, seal } from './secret-box';

describe('secret box (AES-256-GCM)', () => {
  const key = randomBytes(32);
  const userId = '5f0c6a6e-4a43-4f5e-9d8e-0a4b1f1c2d3e';

  it('opens what it sealed, with a new IV each time', () => {
    const first = seal(key, 'JBSWY3DPEHPK3PXP', userId);
    expect(first).toMatch(/^v1\.[\w-]{16}\.[\w-]{22}\.[\w-]+$/);
    expect(first).not.toContain('JBSWY3DPEHPK3PXP');
    expect(seal(key, 'JBSWY3DPEHPK3PXP', userId)).not.toBe(first);
    expect(open(key, first, userId)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('refuses another key, another user, a tampered value and an unknown format', () => {
    const sealed = seal(key, 'JBSWY3DPEHPK3PXP', userId);
    expect(() => open(randomBytes(32), sealed, userId)).toThrow();
    expect(() => open(key, sealed, 'another-user')).toThrow();
    const [v, iv, tag, ciphertext = ''] = sealed.split('.');
    const flipped = `${ciphertext.startsWith('A') ? 'B' : 'A'}${ciphertext.slice(1)}`;
    expect(() => open(key, [v, iv, tag, flipped].join('.'), userId)).toThrow();
    expect(() => open(key, `v0.${iv}.${tag}.${ciphertext}`, userId)).toThrow(/unknown sealed secret format/);
  });

  it('falls back to a legacy key and says so, and throws when no key opens the value', () => {
    const legacy = randomBytes(32);
    expect(openWithAny(key, [legacy], seal(key, 'JBSWY3DPEHPK3PXP', userId), userId)).toEqual({ plaintext: 'JBSWY3DPEHPK3PXP', legacy: false });
    expect(openWithAny(key, [randomBytes(32), legacy], seal(legacy, 'JBSWY3DPEHPK3PXP', userId), userId)).toEqual({ plaintext: 'JBSWY3DPEHPK3PXP', legacy: true });
    expect(() => openWithAny(key, [legacy], seal(randomBytes(32), 'JBSWY3DPEHPK3PXP', userId), userId)).toThrow();
  });
});
