import { formTexts } from '../../form-texts';
import { failureMessage, notSentOf, parseRetryAfter, retryIn } from '../failure-text';

const spec = formTexts.appointment.failure;

describe('failureMessage', () => {
  // Every way a form can fail: the spec's text always comes first, the reason that helps after it.
  it.each([
    ['a dropped network or no reply in time', { ok: false } as const, 'The site did not answer. Please check your internet connection.'],
    ['a refused field', { ok: false, status: 400, fieldErrors: { email: 'Please enter a valid e-mail address, like name@example.com.' } } as const, 'Please enter a valid e-mail address, like name@example.com.'],
    ['two refused fields, in the form\'s order', { ok: false, status: 400, fieldErrors: { name: 'Please enter your name.', phone: 'Please enter a phone number.' } } as const, 'Please enter your name. Please enter a phone number.'],
    ["a refusal in the server's words", { ok: false, status: 400, reason: 'phone must be a phone number' } as const, 'phone must be a phone number'],
    ['a conflict', { ok: false, status: 409, reason: 'This enquiry was already sent.' } as const, 'This enquiry was already sent.'],
    ['a rate limit with Retry-After', { ok: false, status: 429, reason: 'Too many submissions.', retryAfterSeconds: 540 } as const, 'Too many messages came from your network just now. You can send this one again in 9 minutes.'],
    ['a rate limit without Retry-After', { ok: false, status: 429, reason: 'Too many submissions. Please try again in 10 minute(s).' } as const, 'Too many submissions. Please try again in 10 minute(s).'],
    ["a rate limit without Retry-After or words (the gateway's HTML page)", { ok: false, status: 429 } as const, 'Too many messages came from your network just now. Please wait a minute before sending it again.'],
    ['a server error without words', { ok: false, status: 503 } as const, 'The site could not take your message just now. Please try again in a minute.'],
    ['a server error with its reason', { ok: false, status: 503, reason: 'We saved your request but could not finish processing it right now.' } as const, 'We saved your request but could not finish processing it right now.'],
  ])('%s', (_, outcome, detail) => {
    expect(failureMessage(outcome, spec)).toEqual({ text: spec, detail });
  });

  it('is the spec text alone when nothing more is known (a 400 without words)', () => {
    expect(failureMessage({ ok: false, status: 400 }, formTexts.newsletter.failure)).toEqual({ text: 'Email failed to send, try again by reloading the page.' });
  });
});

describe('notSentOf', () => {
  // React Router throws a refusal that did not come from the site's form route (the gateway's own) as an error response.
  const refusal = (status: number, data: string) => ({ status, statusText: '', internal: false, data });

  it("keeps the status and the JSON message of a refusal answered before the form route", () => {
    expect(notSentOf(refusal(429, '{"status":"fail","message":"Too many requests, please try again in a moment"}'))).toEqual({ ok: false, status: 429, reason: 'Too many requests, please try again in a moment' });
    expect(notSentOf(refusal(503, '<!doctype html><title>Unavailable</title>'))).toEqual({ ok: false, status: 503 });
    expect(notSentOf(refusal(409, '{"message":""}'))).toEqual({ ok: false, status: 409 });
  });

  it('is no reply at all for anything else (a dropped network)', () => {
    expect(notSentOf(new TypeError('Failed to fetch'))).toEqual({ ok: false });
    expect(notSentOf(undefined)).toEqual({ ok: false });
  });
});

describe('Retry-After', () => {
  const now = Date.parse('2026-11-26T16:00:00Z');

  it('reads delay seconds and HTTP dates, and nothing else', () => {
    expect(parseRetryAfter('600', now)).toBe(600);
    expect(parseRetryAfter(' 0 ', now)).toBe(0);
    expect(parseRetryAfter('Thu, 26 Nov 2026 16:02:30 GMT', now)).toBe(150);
    expect(parseRetryAfter('Thu, 26 Nov 2026 15:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter('', now)).toBeUndefined();
    expect(parseRetryAfter(undefined, now)).toBeUndefined();
  });

  it('says when, rounded up', () => {
    expect(retryIn(0)).toBe('in 1 second');
    expect(retryIn(45)).toBe('in 45 seconds');
    expect(retryIn(60)).toBe('in 1 minute');
    expect(retryIn(61)).toBe('in 2 minutes');
    expect(retryIn(3600)).toBe('in 1 hour');
    expect(retryIn(5400)).toBe('in 2 hours');
  });
});
