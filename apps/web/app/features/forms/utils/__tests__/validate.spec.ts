import { hasErrors, validateContact, validateNewsletter, validateServiceRequest } from '../validate';

const valid = { name: 'Dana Reid', email: 'dana@example.com', subject: 'Furnace tune-up', message: 'Please call me back.' };

describe('validateContact', () => {
  it('accepts a complete form', () => {
    expect(hasErrors(validateContact(valid))).toBe(false);
  });

  it('requires every field, ignoring surrounding spaces', () => {
    const errors = validateContact({ name: ' ', email: '', subject: '', message: '\n' });
    expect(Object.keys(errors).sort()).toEqual(['email', 'message', 'name', 'subject']);
    expect(errors.name).toBe('Please enter your name.');
  });

  it('caps name, e-mail and subject at 100 characters', () => {
    const long = 'a'.repeat(101);
    const errors = validateContact({ ...valid, name: long, subject: long, email: `${'a'.repeat(90)}@example.com` });
    expect(errors.name).toMatch(/at most 100/);
    expect(errors.subject).toMatch(/at most 100/);
    expect(errors.email).toMatch(/at most 100/);
    expect(hasErrors(validateContact({ ...valid, name: 'a'.repeat(100) }))).toBe(false);
  });

  it('rejects a malformed e-mail', () => {
    expect(validateContact({ ...valid, email: 'dana@' }).email).toMatch(/valid e-mail/);
    expect(validateContact({ ...valid, email: 'dana example@x.com' }).email).toMatch(/valid e-mail/);
  });
});

describe('validateServiceRequest', () => {
  it('treats the phone as optional but checks it when given', () => {
    const base = { name: 'Marco', email: 'marco@example.com', phone: '', message: 'Walk-in cooler is warm.' };
    expect(hasErrors(validateServiceRequest(base))).toBe(false);
    expect(validateServiceRequest({ ...base, phone: 'call me' }).phone).toMatch(/phone number/);
    expect(hasErrors(validateServiceRequest({ ...base, phone: '(905) 555-0100' }))).toBe(false);
  });
});

describe('validateNewsletter', () => {
  it('allows long but valid addresses up to 254 characters', () => {
    // RFC 5321: at most 64 characters before the @ (the server refused longer ones before too).
    expect(hasErrors(validateNewsletter(`${'a'.repeat(64)}@${'d'.repeat(63)}.${'d'.repeat(63)}.example.com`))).toBe(false);
    expect(validateNewsletter(`${'a'.repeat(65)}@example.com`).email).toMatch(/valid e-mail/);
    expect(validateNewsletter(`${'a'.repeat(250)}@example.com`).email).toMatch(/at most 254/);
    expect(validateNewsletter('').email).toBe('Please enter your e-mail.');
  });
});
