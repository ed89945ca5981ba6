import { emailError, safeRedirectTarget, validateSignIn } from '../validate-sign-in';

describe('validateSignIn', () => {
  it('accepts a normal e-mail and password', () => {
    expect(validateSignIn('owner@example.com', 'correct horse battery staple')).toEqual({});
  });

  it('asks for both fields when empty', () => {
    const errors = validateSignIn('  ', '');
    expect(errors.email).toMatch(/enter your email/i);
    expect(errors.password).toMatch(/enter your password/i);
  });

  it('rejects a malformed address', () => {
    expect(validateSignIn('owner@example', 'x').email).toMatch(/name@example.com/);
    expect(validateSignIn('owner example.com', 'x').email).toBeDefined();
  });

  it('allows e-mails up to 254 characters and passwords up to 128 (decisions.md), not more', () => {
    const local = 'a'.repeat(64);
    const domain = `${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(58)}.ca`;
    const email254 = `${local}@${domain}`;
    expect(email254).toHaveLength(254);
    expect(validateSignIn(email254, 'p'.repeat(128))).toEqual({});
    expect(validateSignIn(`a${email254}`, 'p').email).toMatch(/254/);
    expect(validateSignIn('owner@example.com', 'p'.repeat(129)).password).toMatch(/128/);
  });

  it('keeps the old caps from blocking real credentials', () => {
    expect(validateSignIn('office.manager@halton-hearth-and-air.example.com', 'a-passphrase-longer-than-sixteen')).toEqual({});
  });
});

describe('emailError', () => {
  it('is what the sign-in page says about the address, so the forgotten-password page says the same', () => {
    for (const email of ['', 'owner@example', 'owner@example.com', `a${'b'.repeat(250)}@x.ca`]) {
      expect(emailError(email)).toBe(validateSignIn(email, 'x').email);
    }
    expect(emailError(' owner@example.com ')).toBeUndefined();
  });
});

describe('safeRedirectTarget', () => {
  it('follows paths inside the admin portal', () => {
    expect(safeRedirectTarget('/admin/blogs')).toBe('/admin/blogs');
    expect(safeRedirectTarget('/admin/enquiries?page=2')).toBe('/admin/enquiries?page=2');
    expect(safeRedirectTarget('/admin')).toBe('/admin');
  });

  it('never leaves the portal', () => {
    for (const target of [null, '', '/', '//evil.example/admin', 'https://evil.example/admin', '/administrator', '/blog', 'javascript:alert(1)']) {
      expect(safeRedirectTarget(target)).toBe('/admin');
    }
  });
});
