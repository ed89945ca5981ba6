import { redactConsole, redactSecrets } from '../redact-secrets.js';

describe('secret links never reach the web server log', () => {
  const token = 'pV3x_9QmT0kenValue-abcdefghijklmnopqrstu';

  it.each([
    [`content-api unreachable for /api/preview/${token}: connect ECONNREFUSED`, 'content-api unreachable for /api/preview/[redacted]: connect ECONNREFUSED'],
    [`GET /Preview/${token}?x=1 500`, 'GET /Preview/[redacted]?x=1 500'],
    [`"https://example.com/newsletter/confirm?token=${token}&utm=mail"`, '"https://example.com/newsletter/confirm?token=[redacted]&utm=mail"'],
    [`/newsletter/unsubscribe?lang=en&unsubscribeToken=${token}`, '/newsletter/unsubscribe?lang=en&unsubscribeToken=[redacted]'],
  ])('redacts %s', (line, expected) => {
    expect(redactSecrets(line)).toBe(expected);
  });

  it('leaves other addresses alone', () => {
    expect(redactSecrets('GET /blog/furnace-repair?page=2 /api/preview')).toBe('GET /blog/furnace-repair?page=2 /api/preview');
  });

  it('cleans every console method, errors and objects included', () => {
    const written: string[] = [];
    const sink = { debug: (l: string) => written.push(l), info: (l: string) => written.push(l), log: (l: string) => written.push(l), warn: (l: string) => written.push(l), error: (l: string) => written.push(l), trace: (l: string) => written.push(l) };
    redactConsole(sink);
    sink.error('content-api unreachable for %s:', `/api/preview/${token}`, new Error(`GET /api/preview/${token} failed`));
    sink.log({ url: `/newsletter/confirm?token=${token}` });
    sink.warn(`preview /preview/${token}`);
    expect(written).toHaveLength(3);
    expect(written.join('\n')).not.toContain(token);
    expect(written[0]).toMatch(/^content-api unreachable for \/api\/preview\/\[redacted\]: Error: GET \/api\/preview\/\[redacted\] failed/);
  });
});
