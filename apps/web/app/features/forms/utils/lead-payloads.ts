import { accessibilityFeedback, apiPaths, type AppointmentTimeWindow, type BotSignals, type ContactForm, type EnquirySituation, formatPostalCode, type LeadSource, leadSourceFields, type NewsletterForm } from '@hvac/contracts';
import { paths } from '../../../config/paths';
import { hasErrors, validateAppointment, validateContact, validateNewsletter, validateServiceRequest, validateSituation, type FieldErrors } from './validate';

// One builder per form kind: it reads the posted fields, checks them with the browser's rules, and
// builds the body content-api expects. The form action sends what it builds; the browser runs the same
// builder on submit to show the errors before anything is sent.
export type Built<P> = { ok: true; payload: P } | { ok: false; fieldErrors: FieldErrors<string> };

type LeadRequest = { path: string; built: Built<ContactForm | NewsletterForm> };

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
}

function read<K extends string>(form: FormData, names: readonly K[]): Record<K, string> {
  return Object.fromEntries(names.map((name) => [name, text(form, name)])) as Record<K, string>;
}

// A site-relative path (where the form was sent from); anything else is replaced by the contact page.
export function sitePath(value: FormDataEntryValue | null): string {
  return typeof value === 'string' && /^\/(?!\/)[\w\-/]*$/.test(value) ? value : paths.contact.getHref();
}

// Passed on as posted, for content-api to judge: the honeypot's text and when the form was shown.
// A startedAt that is not a time in milliseconds is left out rather than guessed.
function botSignals(form: FormData): BotSignals {
  const website = form.get('website');
  const startedAt = form.get('startedAt');
  return {
    ...(typeof website === 'string' ? { website } : {}),
    ...(typeof startedAt === 'string' && /^\d{1,15}$/.test(startedAt) ? { startedAt: Number(startedAt) } : {}),
  };
}

// The visit's source as the hidden fields carry it (content-api checks each); empty ones are left out.
function leadSource(form: FormData): LeadSource {
  return Object.fromEntries(leadSourceFields.flatMap((name) => (text(form, name) ? [[name, text(form, name)]] : [])));
}

function buildIfValid<P>(fieldErrors: FieldErrors<string>, payload: () => P): Built<P> {
  return hasErrors(fieldErrors) ? { ok: false, fieldErrors } : { ok: true, payload: payload() };
}

// What is happening, asked by every contact form; checked before the builders cast it.
function situationOf(form: FormData): { situation: EnquirySituation } {
  return { situation: text(form, 'situation') as EnquirySituation };
}

export function buildContactPayload(form: FormData): Built<ContactForm> {
  const values = read(form, ['name', 'email', 'subject', 'message', 'situation']);
  return buildIfValid({ ...validateSituation(values.situation), ...validateContact(values) }, () => ({
    formType: 'Get in Touch Form' as const,
    ...values,
    ...situationOf(form),
    ...botSignals(form),
    ...leadSource(form),
  }));
}

// Book An Appointment (formType 'Contact Page Form'): a phone to call back, when, and where.
export function buildAppointmentPayload(form: FormData): Built<ContactForm> {
  const values = read(form, ['name', 'email', 'subject', 'message', 'situation', 'phone', 'timeWindow', 'postalCode']);
  return buildIfValid({ ...validateSituation(values.situation), ...validateAppointment(values) }, () => ({
    formType: 'Contact Page Form' as const,
    ...values,
    ...situationOf(form),
    timeWindow: values.timeWindow as AppointmentTimeWindow,
    postalCode: formatPostalCode(values.postalCode),
    // A booking: the arrival window chosen ("None of these" sends none, and the office calls).
    ...(text(form, 'windowId') ? { windowId: text(form, 'windowId') } : {}),
    ...botSignals(form),
    ...leadSource(form),
  }));
}

// The service-page hero form: the service is the subject, the phone is optional.
export function buildServiceRequestPayload(form: FormData): Built<ContactForm> {
  const { phone, ...values } = read(form, ['name', 'email', 'phone', 'message', 'subject', 'situation']);
  return buildIfValid({ ...validateSituation(values.situation), ...validateServiceRequest({ ...values, phone }) }, () => ({
    formType: 'Service Page Form' as const,
    ...values,
    ...situationOf(form),
    ...(phone ? { phone } : {}),
    ...botSignals(form),
    ...leadSource(form),
  }));
}

// The accessibility page's feedback: name, e-mail, an optional phone and the message; the subject is fixed.
export function buildAccessibilityFeedbackPayload(form: FormData): Built<ContactForm> {
  const { phone, ...values } = read(form, ['name', 'email', 'phone', 'message']);
  const subject = accessibilityFeedback.subject;
  return buildIfValid(validateServiceRequest({ ...values, phone }), () => ({
    formType: accessibilityFeedback.formType,
    ...values,
    subject,
    ...(phone ? { phone } : {}),
    ...botSignals(form),
  }));
}

export function buildNewsletterPayload(form: FormData): Built<NewsletterForm> {
  const email = text(form, 'email');
  return buildIfValid(validateNewsletter(email), () => ({ email, formType: 'Newsletter' as const, sourcePage: sitePath(form.get('returnTo')), ...botSignals(form), ...leadSource(form) }));
}

// The endpoint and body for a posted form, by its formType; null for a form this site does not have.
export function buildLeadRequest(form: FormData): LeadRequest | null {
  const formType = text(form, 'formType');
  switch (formType) {
    case 'Contact Page Form':
      return { path: apiPaths.contactForm, built: buildAppointmentPayload(form) };
    case 'Get in Touch Form':
      return { path: apiPaths.contactForm, built: buildContactPayload(form) };
    case 'Service Page Form':
      return { path: apiPaths.contactForm, built: buildServiceRequestPayload(form) };
    case accessibilityFeedback.formType:
      return { path: apiPaths.contactForm, built: buildAccessibilityFeedbackPayload(form) };
    case 'Newsletter':
      return { path: apiPaths.newsletter, built: buildNewsletterPayload(form) };
    default:
      return null;
  }
}
