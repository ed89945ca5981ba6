import { data, redirect } from 'react-router';
import { bookingPaths, type FormReply, type OpenDay, type SuccessData } from '@hvac/contracts';
import { getFromContentApi, postToContentApi } from '../../../lib/content-api.server';
import { loadSiteSettings } from '../../../lib/site-settings.server';
import { parseRetryAfter } from '../utils/failure-text';
import { inlineReply, type FormNotSent, type FormOutcome } from '../utils/form-outcome';
import { buildLeadRequest, sitePath } from '../utils/lead-payloads';
import { notesOf, thankYouHref } from '../utils/thank-you-notes';

// The status goes in the data too: a form React sends reads it there (no status means no reply came).
function notSent(outcome: Omit<FormNotSent, 'status'>, status: number) {
  const headers: Record<string, string> = outcome.retryAfterSeconds === undefined ? {} : { 'Retry-After': String(outcome.retryAfterSeconds) };
  return data<FormOutcome>({ ...outcome, status }, { status, headers });
}

// Every public form posts here, with or without JavaScript: the same check as in the browser, then
// content-api on the server side. A form React has taken over gets the outcome as data and stays on its
// page; a plain HTML post ends on the thank-you page (303, so a reload does not post again) or on the
// form route's result page with the reasons. Cross-site posts are refused before they get here.
export async function submitLeadForm(request: Request) {
  const form = await request.formData().catch(() => null);
  if (!form) return notSent({ ok: false, reason: 'The form could not be read.' }, 400);
  const lead = buildLeadRequest(form);
  if (!lead) return notSent({ ok: false, reason: 'This form is not one of ours.', back: sitePath(form.get('returnTo')) }, 400);
  // Every refusal below names the form, so the result page shows that form's failure text.
  const back = { back: sitePath(form.get('returnTo')), formType: String(form.get('formType')) };
  if (!lead.built.ok) return notSent({ ok: false, fieldErrors: lead.built.fieldErrors, ...back }, 400);

  const reply = await postToContentApi<FormReply>(lead.path, lead.built.payload, request);
  if (reply.ok && reply.value.msg === 'success') {
    if (form.get(inlineReply.field) === inlineReply.value) return data<FormOutcome>({ ok: true });
    const { serviceAreas } = await loadSiteSettings();
    return redirect(thankYouHref(notesOf(lead.built.payload, serviceAreas)), 303);
  }
  // content-api's status (400 refused, 429 too many, 503 unavailable) goes on; a 'fail' with 200 is a bad gateway.
  if (reply.ok) return notSent({ ok: false, ...back, ...(reply.value.message ? { reason: reply.value.message } : {}) }, 502);
  const retryAfterSeconds = reply.status === 429 ? parseRetryAfter(reply.retryAfter, Date.now()) : undefined;
  // A window that filled (or closed) since the page was shown: the form offers the windows open now.
  const booking = 'windowId' in lead.built.payload && Boolean(lead.built.payload.windowId);
  const windows = booking && reply.status === 409 ? await getFromContentApi<SuccessData<OpenDay[]>>(bookingPaths.openWindows) : null;
  const openWindows = windows?.ok ? { openWindows: windows.value.data } : {};
  return notSent({ ok: false, ...back, ...(reply.message ? { reason: reply.message } : {}), ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }), ...openWindows }, reply.status);
}
