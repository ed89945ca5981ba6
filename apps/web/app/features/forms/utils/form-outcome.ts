import type { OpenDay } from '@hvac/contracts';
import type { FieldErrors } from './validate';

// What the form action answers. A form sent by JavaScript gets it as data and stays on its page; a form
// posted without JavaScript gets the thank-you page, or a result page built from a FormNotSent.
export type FormOutcome = { ok: true } | FormNotSent;

export type FormNotSent = {
  ok: false;
  // The HTTP status the site answered with; absent when no reply came (a dropped network, a time-out).
  status?: number;
  // The action's own check, per field (the browser's check normally catches these first).
  fieldErrors?: FieldErrors<string>;
  // The server's own words (a refused e-mail, a rate limit with its retry time), when it gave some.
  reason?: string;
  // From content-api's Retry-After on a 429: how long until the form may be sent again.
  retryAfterSeconds?: number;
  // Where the visitor came from, for the result page's way back.
  back?: string;
  // The form that was posted (its formType), for the result page's failure text.
  formType?: string;
  // A booking refused for its window (409): the next open windows to choose from.
  openWindows?: OpenDay[];
};

// Sent only by a form React has taken over: the action then answers with data instead of a page.
export const inlineReply = { field: 'reply', value: 'inline' } as const;

// Like the site's API client: a form reply slower than this counts as failed.
export const replyTimeoutMs = 15_000;
