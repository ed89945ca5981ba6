import { replyMailto } from '../reply-mailto';

describe('replyMailto', () => {
  it('addresses the visitor with the subject, percent-encoded', () => {
    expect(replyMailto('jo.smith@example.org', 'Furnace check')).toBe('mailto:jo.smith@example.org?subject=Re%3A%20Furnace%20check');
    expect(replyMailto("o'neil+quote@example.org", 'A & B')).toBe("mailto:o'neil%2Bquote@example.org?subject=Re%3A%20A%20%26%20B");
  });

  it.each([
    ['a second recipient', 'visitor@example.org,boss@example.org'],
    ['a query of its own', 'visitor@example.org?cc=boss@example.org'],
    ['a header after CR/LF', 'visitor@example.org\r\nBcc: boss@example.org'],
    ['an encoded line break', 'visitor@example.org%0ABcc:boss@example.org'],
    ['no address at all', 'not an address'],
  ])('refuses an address with %s', (_case, email) => {
    expect(replyMailto(email, 'Hello')).toBeNull();
  });

  it('keeps the subject one header: line breaks and parameter tricks stay inside it', () => {
    const link = replyMailto('visitor@example.org', 'Hi\r\nBcc: boss@example.org&cc=boss@example.org') ?? '';
    const url = new URL(link);
    expect(url.pathname).toBe('visitor@example.org');
    expect([...url.searchParams.keys()]).toEqual(['subject']);
    expect(url.searchParams.get('subject')).toBe('Re: Hi Bcc: boss@example.org&cc=boss@example.org');
  });
});
