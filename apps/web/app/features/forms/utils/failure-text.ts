import { isRouteErrorResponse } from 'react-router';
import { messageFromBody } from '../../../lib/error-body';
import type { FormNotSent } from './form-outcome';

// A Retry-After value (delay in seconds or an HTTP date) as whole seconds from now; undefined when unreadable.
export function parseRetryAfter(value: string | undefined, now: number): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return Number(text);
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

const relativeTime = new Intl.RelativeTimeFormat('en', { numeric: 'always' });

// "in 45 seconds", "in 10 minutes", "in 2 hours": rounded up, so the visitor never tries too early.
export function retryIn(seconds: number): string {
  if (seconds < 60) return relativeTime.format(Math.max(1, seconds), 'second');
  if (seconds < 3600) return relativeTime.format(Math.ceil(seconds / 60), 'minute');
  return relativeTime.format(Math.ceil(seconds / 3600), 'hour');
}

// What helps the visitor act, after the spec's text: the fields to fix, when to send again, the server's
// own reason, or that no reply came at all.
function failureReason(outcome: FormNotSent): string | undefined {
  const fields = Object.values(outcome.fieldErrors ?? {}).filter((message): message is string => Boolean(message));
  if (fields.length > 0) return fields.join(' ');
  if (outcome.retryAfterSeconds !== undefined) return `Too many messages came from your network just now. You can send this one again ${retryIn(outcome.retryAfterSeconds)}.`;
  if (outcome.reason) return outcome.reason;
  if (outcome.status === undefined) return 'The site did not answer. Please check your internet connection.';
  if (outcome.status === 429) return 'Too many messages came from your network just now. Please wait a minute before sending it again.';
  if (outcome.status >= 500) return 'The site could not take your message just now. Please try again in a minute.';
  return undefined;
}

// What a form request that threw in the browser means: a refusal answered before the site's form route
// (the gateway's rate limit or error page) keeps its status and words; anything else is no reply at all.
export function notSentOf(error: unknown): FormNotSent {
  if (!isRouteErrorResponse(error)) return { ok: false };
  // The gateway's own refusals carry a JSON message; its error pages none.
  const reason = messageFromBody(error.data);
  return { ok: false, status: error.status, ...(reason ? { reason } : {}) };
}

// decisions.md (third round): on every failure the spec's text comes first, the specific reason after it.
export function failureMessage(outcome: FormNotSent, specText: string): { text: string; detail?: string } {
  const detail = failureReason(outcome);
  return detail ? { text: specText, detail } : { text: specText };
}
