import { contentLimits } from '../content';
import { fieldRuleCases, type FieldRuleName } from '../field-rule-cases';
import { emailPattern, fitsBytes, fitsLength, isEmailAddress, isPhoneNumber, isSingleLine, isWebUrl, phonePattern, textLength, utf8Length } from '../field-rules';
import { leadLimits } from '../leads';

// The table itself; content-api and the web app each run it through their own validators.
describe('fieldRuleCases', () => {
  const rules: FieldRuleName[] = ['name', 'subject', 'message', 'contactEmail', 'newsletterEmail', 'phone', 'webUrl'];

  it.each(rules)('%s has valid and invalid cases', (rule) => {
    const cases = fieldRuleCases.filter((c) => c.rule === rule);
    expect(cases.some((c) => c.valid)).toBe(true);
    expect(cases.some((c) => !c.valid)).toBe(true);
  });

  it.each([
    ['name', leadLimits.nameMax],
    ['subject', leadLimits.subjectMax],
    ['message', leadLimits.messageMax],
    ['contactEmail', leadLimits.contactEmailMax],
    ['newsletterEmail', leadLimits.emailMax],
    ['phone', leadLimits.phoneMax],
    ['webUrl', contentLimits.metaMax],
  ] as const)('%s is tried at its limit (%i) and one over', (rule, max) => {
    const lengths = fieldRuleCases.filter((c) => c.rule === rule).map((c) => ({ length: textLength(c.value.trim()), valid: c.valid }));
    expect(lengths).toContainEqual({ length: max, valid: true });
    expect(lengths).toContainEqual({ length: max + 1, valid: false });
  });
});

describe('field rules', () => {
  it('counts characters as code points and sizes as UTF-8 bytes', () => {
    expect(textLength('🔥é')).toBe(2);
    expect(textLength('❤️')).toBe(2);
    expect(fitsLength('🔥'.repeat(3), 3)).toBe(true);
    expect(utf8Length('🔥é')).toBe(6);
    expect(fitsBytes('ab', 1)).toBe(false);
  });

  it('keeps the patterns whole-value and single-line', () => {
    expect(isEmailAddress('a@example.com\n')).toBe(false);
    expect(isPhoneNumber('905-555-0100\n')).toBe(false);
    expect(emailPattern.flags).toBe('');
    expect(phonePattern.flags).toBe('i');
    expect(isSingleLine('a\u2028b')).toBe(false);
    expect(isWebUrl('')).toBe(true);
  });

  it('answers quickly on long hostile input', () => {
    const started = Date.now();
    for (const text of ['1'.repeat(10_000) + 'x', '(-'.repeat(5_000), 'a.'.repeat(5_000) + '@', `a@${'a-'.repeat(5_000)}`]) {
      isPhoneNumber(text);
      isEmailAddress(text);
    }
    expect(Date.now() - started).toBeLessThan(500);
  });
});
