import { isEmailAddress } from '@hvac/contracts';

// A "reply by e-mail" link that can only ever address the visitor: the address must be a plain,
// valid one (so no second recipient, header or CR/LF can ride along), each part is percent-encoded
// (RFC 6068), and the only header is the subject, encoded too. null: no safe link can be made.
export function replyMailto(email: string, subject: string): string | null {
  if (!isEmailAddress(email)) return null;
  const at = email.lastIndexOf('@');
  const address = `${encodeURIComponent(email.slice(0, at))}@${encodeURIComponent(email.slice(at + 1))}`;
  const replySubject = `Re: ${subject}`.replace(/[\r\n\u2028\u2029]+/g, ' ');
  return `mailto:${address}?subject=${encodeURIComponent(replySubject)}`;
}
