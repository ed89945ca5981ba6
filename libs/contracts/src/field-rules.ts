// The field rules of every form, written once: content-api's DTO decorators and the browser's validators
// both call these, and one case table (field-rule-cases.ts) runs through both. Values arrive here as the
// caller keeps them (the lead forms trim first); nothing here trims.

// One line of text: a CR, LF or Unicode line/paragraph separator in a value that may end up in a mail
// header is refused outright.
export const singleLinePattern = /^[^\r\n\u2028\u2029]*$/;

export function isSingleLine(value: string): boolean {
  return singleLinePattern.test(value);
}

// Length as Postgres varchar(n) counts it: Unicode code points, so an emoji is one character, not two
// UTF-16 units (String#length) and not one "grapheme" either.
export function textLength(value: string): number {
  return Array.from(value).length;
}

export function fitsLength(value: string, max: number): boolean {
  return textLength(value) <= max;
}

// Size of an HTML field as stored (UTF-8 bytes).
export function utf8Length(value: string): number {
  return new TextEncoder().encode(value).length;
}

export function fitsBytes(value: string, max: number): boolean {
  return utf8Length(value) <= max;
}

// E-mail: the HTML "valid e-mail address" (what the browser's type=email accepts: an ASCII dot-atom
// local part, no quoted strings, no comments) narrowed to what content-api accepted before: dots
// neither leading, trailing nor doubled, domain labels of 1-63 characters without a hyphen at either
// end, and a top-level domain of letters (or punycode "xn--"). RFC 5321 caps: 64 for the local part,
// 254 for the whole address. Internationalised domains arrive as punycode (browsers convert them).
export const emailLocalPartMaxLength = 64;
export const emailPattern =
  /^(?=[^@]{1,64}@)(?=[^\r\n]{1,254}$)[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;

export function isEmailAddress(value: string): boolean {
  return emailPattern.test(value);
}

// Phone: a North American number (10 digits, area code and exchange not starting with 0 or 1, an
// optional leading 1 or +1, spaces, dots, hyphens or brackets between the groups) or an international
// number in E.164 form (+, then 7 to 15 digits with single separators), either with an optional
// extension ("x 12", "ext. 12", "extension 12", at most 6 digits). A local 7-digit number is refused:
// Ontario has dialled 10 digits since 2014, so it cannot be called back.
export const phonePattern =
  /^(?:(?:\+?1[ .-]?)?(?:\([2-9][0-9]{2}\)|[2-9][0-9]{2})[ .-]?[2-9][0-9]{2}[ .-]?[0-9]{4}|\+[1-9](?:[ ().-]{0,2}[0-9]){6,14})(?: ?(?:x|ext\.?|extension) ?[0-9]{1,6})?$/i;

export function isPhoneNumber(value: string): boolean {
  return phonePattern.test(value);
}

// Canadian postal code: letter, digit, letter, then digit, letter, digit, with one optional space or hyphen
// between the halves, either case. Canada Post never uses D, F, I, O, Q or U, nor W or Z as the first letter.
export const postalCodePattern = /^[ABCEGHJ-NPRSTVXY][0-9][ABCEGHJ-NPR-TV-Z][ -]?[0-9][ABCEGHJ-NPR-TV-Z][0-9]$/i;

export function isPostalCode(value: string): boolean {
  return postalCodePattern.test(value);
}

// The form Canada Post prints ("L9T 1P7"), for a value isPostalCode accepts.
export function formatPostalCode(value: string): string {
  const compact = value.replace(/[ -]/, '').toUpperCase();
  return `${compact.slice(0, 3)} ${compact.slice(3)}`;
}

// An absolute http(s) URL with a host; no whitespace or control characters anywhere.
// eslint-disable-next-line no-control-regex -- control characters are what this rejects
const spaceOrControl = /[\s\u0000-\u001f\u007f]/;

export function isHttpUrl(value: string): boolean {
  if (spaceOrControl.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

// A path on this site ("/media/..."); never "//host" or "/\host", which browsers read as another host.
export function isSitePath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') && !spaceOrControl.test(value);
}

// Link and image fields: empty, an absolute http(s) URL or a site path; never javascript:, data: or "//host".
export function isWebUrl(value: string): boolean {
  return value === '' || isSitePath(value) || isHttpUrl(value);
}
