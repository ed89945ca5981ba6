import { contentLimits } from './content';
import { leadLimits } from './leads';

// The one case table of the field rules. content-api runs it through its DTOs (class-validator) and the
// web app through its form validators; both must reach the verdict written here. A value is given as the
// form submits it (so surrounding spaces are part of the case), and `valid` is the verdict on that field.
export type FieldRuleName = 'name' | 'subject' | 'message' | 'contactEmail' | 'newsletterEmail' | 'phone' | 'postalCode' | 'webUrl';
export type FieldRuleCase = { rule: FieldRuleName; value: string; valid: boolean; why: string };

// A value as a test title shows it: quoted, escapes visible, long runs shortened.
export function describeValue(value: string): string {
  const json = JSON.stringify(value);
  return json.length <= 60 ? json : `${json.slice(0, 40)}…${json.slice(-12)} (${Array.from(value).length} characters)`;
}

const repeat = (text: string, times: number) => text.repeat(times);
// Addresses of an exact length: a 64-character local part (the RFC 5321 cap) and labels of at most 63.
const emailOfLength = (length: number) => {
  const domain = Array.from({ length: length - 64 - 1 - '.com'.length }, (_, i) => ((i + 1) % 64 === 0 ? '.' : 'x')).join('');
  return `${'a'.repeat(64)}@${domain}.com`;
};

const ok = (rule: FieldRuleName, why: string, ...values: string[]): FieldRuleCase[] => values.map((value) => ({ rule, value, valid: true, why }));
const bad = (rule: FieldRuleName, why: string, ...values: string[]): FieldRuleCase[] => values.map((value) => ({ rule, value, valid: false, why }));

const shortText = (rule: 'name' | 'subject', max: number): FieldRuleCase[] => [
  ...ok(rule, 'plain text', 'Dana Reid', 'Furnace tune-up'),
  ...ok(rule, 'accents and other scripts', 'Zoë Ångström-Côté', '李小龍', 'Ольга'),
  ...ok(rule, 'surrounding spaces are trimmed', '  Dana Reid  '),
  ...ok(rule, 'at the limit', repeat('n', max)),
  ...ok(rule, 'emoji count as one character each, as Postgres counts them', repeat('🔥', max)),
  ...ok(rule, 'combining accents count as characters of their own', repeat('e\u0301', max / 2)),
  ...bad(rule, 'over the limit', repeat('n', max + 1), repeat('🔥', max + 1), repeat('e\u0301', max / 2 + 1)),
  ...bad(rule, 'required', '', '   ', '\t'),
  ...bad(rule, 'CR/LF or line separators (mail header injection)', 'Jo\r\nBcc: victim@example.com', 'Jo\nBcc: x', 'Jo\rX', 'Jo\u2028X', 'Jo\u2029X'),
];

const emailCommon = (rule: 'contactEmail' | 'newsletterEmail'): FieldRuleCase[] => [
  ...ok(rule, 'ordinary addresses', 'dana@example.com', 'Dana.Reid+hvac@mail.example.co.uk', "o'brien@example.ca", 'x_y-z@sub-domain.example.org', 'Reader@Example.NET'),
  ...ok(rule, 'a punycode domain', 'info@xn--bcher-kva.ca'),
  ...ok(rule, 'surrounding spaces are trimmed', '  dana@example.com  '),
  ...ok(rule, 'a 64-character local part', `${repeat('l', 64)}@example.com`),
  ...bad(rule, 'required', '', '   '),
  ...bad(rule, 'not an address', 'not-an-email', 'dana@', '@example.com', 'dana example@x.com', 'dana@@example.com', 'reader at example'),
  ...bad(rule, 'no top-level domain, or one that is not letters', 'dana@example', 'dana@example.c', 'dana@example.123', 'dana@127.0.0.1'),
  ...bad(rule, 'dots and hyphens out of place', '.dana@example.com', 'dana.@example.com', 'dana..reid@example.com', 'dana@-example.com', 'dana@example-.com', 'dana@example..com'),
  ...bad(rule, 'quoted, bracketed or named forms', '"dana reid"@example.com', '<dana@example.com>', 'Dana <dana@example.com>', 'dana@[127.0.0.1]'),
  ...bad(rule, 'non-ASCII (the browser refuses it too; domains come as punycode)', 'zoë@example.com', 'dana@bücher.ca', 'ｄａｎａ@example.com'),
  ...bad(rule, 'a local part over 64 characters (RFC 5321)', `${repeat('l', 65)}@example.com`),
  ...bad(rule, 'a domain label over 63 characters', `dana@${repeat('d', 64)}.com`),
  ...bad(rule, 'CR/LF (mail header injection)', 'jo@example.org\r\nBcc: victim@example.com', 'jo@example.org\nBcc: x@example.com', 'jo\r\n@example.org'),
];

const phoneCases: FieldRuleCase[] = [
  ...ok('phone', 'optional', '', '   '),
  ...ok('phone', 'North American numbers', '905-555-0100', '(905) 555-0100', '(905)555-0100', '905.555.0100', '905 555 0100', '9055550100', '1-905-555-0100', '1 (905) 555-0100', '+1 905 555 0100', '+1-905-555-0100', '+19055550100'),
  ...ok('phone', 'with an extension', '905-555-0100 x123', '905-555-0100 ext. 4', '905-555-0100 ext 4', '905-555-0100x4', '(905) 555-0100 Ext. 12', '+1 905 555 0100 extension 9'),
  ...ok('phone', 'international numbers', '+44 20 7946 0958', '+33 1 23 45 67 89', '+49 (30) 1234567', '+61 2 9374 4000', '+683 4002'),
  ...ok('phone', 'surrounding spaces are trimmed', '  905-555-0100  '),
  ...ok('phone', 'at the length limit', `+1 (905) 555-0100 extension 12`),
  ...bad('phone', 'over the length limit', `+1 (905) 555-0100 extension 123`, repeat('1', leadLimits.phoneMax + 1)),
  ...bad('phone', 'not a number', 'call me maybe', 'n/a', '---', '(((())))', '+'),
  ...bad('phone', 'too few digits to call back (7-digit local numbers included)', '123', '555-0100', '905-555-010', '+1 905', '+12 345'),
  ...bad('phone', 'too many digits', '905-555-01000', '+1234567890123456'),
  ...bad('phone', 'area code or exchange starting with 0 or 1', '105-555-0100', '905-055-0100', '(005) 555-0100'),
  ...bad('phone', 'a plus sign not at the start', '905+555-0100', '1+905-555-0100'),
  ...bad('phone', 'an extension that is not digits or too long', '905-555-0100 x', '905-555-0100 ext. abc', '905-555-0100 x1234567'),
  ...bad('phone', 'letters (vanity numbers) and full-width digits', '1-800-FURNACE', '９０５-５５５-０１００'),
  ...bad('phone', 'CR/LF or tabs between the groups', '905\n555\n0100', '905-555-0100\r\nBcc: x@example.com', '905\t555\t0100'),
];

const postalCodeCases: FieldRuleCase[] = [
  ...ok('postalCode', 'the printed form, compact, lower case or with a hyphen', 'L9T 1P7', 'L9T1P7', 'l9t 1p7', 'L9T-1P7', 'M5V 3L9', 'N2L 3G1'),
  ...ok('postalCode', 'surrounding spaces are trimmed', '  L9T 1P7  '),
  ...bad('postalCode', 'not a Canadian postal code', 'L9T', 'L9T 1P', '90210', '12345-6789', 'SW1A 1AA', '9LT 1P7', 'L9T  1P7', 'L9T 1P77'),
  ...bad('postalCode', 'letters Canada Post never uses', 'D9T 1P7', 'L9O 1P7', 'W9T 1P7', 'Z9T 1P7', 'L9T 1U7'),
  ...bad('postalCode', 'CR/LF inside', 'L9T\r\n1P7', 'L9T\n1P7'),
];

const messageMax = leadLimits.messageMax;
const { metaMax } = contentLimits;
const urlAt = (length: number) => `https://example.com/${repeat('a', length - 'https://example.com/'.length)}`;

export const fieldRuleCases: readonly FieldRuleCase[] = [
  ...shortText('name', leadLimits.nameMax),
  ...shortText('subject', leadLimits.subjectMax),
  ...ok('message', 'several lines', 'Line one.\r\nLine two.\n\nThanks'),
  ...ok('message', 'at the limit', repeat('m', messageMax), repeat('🔥', messageMax)),
  ...ok('message', 'surrounding spaces are trimmed', `  ${repeat('m', messageMax)}  `),
  ...bad('message', 'over the limit', repeat('m', messageMax + 1), repeat('🔥', messageMax + 1)),
  ...bad('message', 'required', '', ' \n\t '),
  ...emailCommon('contactEmail'),
  ...ok('contactEmail', 'at the contact forms’ 100-character limit', emailOfLength(leadLimits.contactEmailMax)),
  ...bad('contactEmail', 'over the contact forms’ 100-character limit', emailOfLength(leadLimits.contactEmailMax + 1)),
  ...emailCommon('newsletterEmail'),
  ...ok('newsletterEmail', 'at the RFC 5321 limit of 254', emailOfLength(leadLimits.emailMax)),
  ...bad('newsletterEmail', 'over the RFC 5321 limit of 254', emailOfLength(leadLimits.emailMax + 1)),
  ...phoneCases,
  ...postalCodeCases,
  ...ok('webUrl', 'empty, http(s) addresses and site paths', '', 'https://example.com/a?b=1', 'http://localhost:8080/x', '/media/abc.jpg', '/blog/post#top', 'https://bücher.ca/straße'),
  ...ok('webUrl', 'surrounding spaces are trimmed', '  https://example.com/  '),
  ...ok('webUrl', 'at the limit', urlAt(metaMax)),
  ...bad('webUrl', 'over the limit', urlAt(metaMax + 1)),
  ...bad('webUrl', 'other schemes', 'javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'data:text/html,x', 'ftp://x.example', 'mailto:dana@example.com'),
  ...bad('webUrl', 'another host without a scheme', '//evil.example/x', '/\\evil.example', 'example.com/page'),
  ...bad('webUrl', 'no host, or not an address', 'https://', 'http://', 'not a url'),
  ...bad('webUrl', 'whitespace or control characters inside', '/a b', 'https://example.com/a b', 'https://example.com/\r\nX: y', '/a\u0000b', 'https://example.com/\tx'),
];
