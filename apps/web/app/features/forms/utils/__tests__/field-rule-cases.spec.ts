import { describeValue, fieldRuleCases, type FieldRuleName } from '@hvac/contracts/testing';
import { validateAppointment, validateContact, validateNewsletter, validateServiceRequest } from '../validate';

// The shared case table (@hvac/contracts) through the public forms' validators; content-api runs the same
// table through its DTOs (apps/content-api/src/common/field-rules.spec.ts), so both sides agree on every row.
const contact = { name: 'Dana Reid', email: 'dana@example.com', subject: 'Furnace', message: 'Please call.' };
const request = { name: 'Dana Reid', email: 'dana@example.com', phone: '', message: 'Please call.' };
const appointment = { ...contact, phone: '905-555-0100', timeWindow: 'any', postalCode: 'L9T 1P7' };

const errorOf: Partial<Record<FieldRuleName, (value: string) => string | undefined>> = {
  name: (value) => validateContact({ ...contact, name: value }).name ?? validateServiceRequest({ ...request, name: value }).name,
  subject: (value) => validateContact({ ...contact, subject: value }).subject,
  message: (value) => validateContact({ ...contact, message: value }).message ?? validateServiceRequest({ ...request, message: value }).message,
  contactEmail: (value) => validateContact({ ...contact, email: value }).email ?? validateServiceRequest({ ...request, email: value }).email,
  phone: (value) => validateServiceRequest({ ...request, phone: value }).phone,
  newsletterEmail: (value) => validateNewsletter(value).email,
  postalCode: (value) => validateAppointment({ ...appointment, postalCode: value }).postalCode,
};

describe('field rules in the public forms (the shared case table)', () => {
  const rows = fieldRuleCases.filter((c) => c.rule in errorOf).map((c) => ({ ...c, shown: describeValue(c.value) }));

  it('covers every lead-form rule of the table', () => {
    expect(new Set(rows.map((r) => r.rule))).toEqual(new Set(['name', 'subject', 'message', 'contactEmail', 'phone', 'newsletterEmail', 'postalCode']));
  });

  it.each(rows)('$rule: $why: $shown -> valid $valid', ({ rule, value, valid }) => {
    const check = errorOf[rule];
    if (!check) throw new Error(`no validator for ${rule}`);
    const error = check(value);
    expect(error === undefined).toBe(valid);
    if (error !== undefined) expect(error).toMatch(/\.$/);
  });
});
