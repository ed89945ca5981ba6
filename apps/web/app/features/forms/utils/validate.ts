import { appointmentTimeWindows, enquirySituations, fitsLength, isEmailAddress, isPhoneNumber, isPostalCode, isSingleLine, leadLimits } from '@hvac/contracts';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

// The caps content-api applies; the contact forms keep the spec's 100 characters for the e-mail
// (leadLimits.contactEmailMax), the newsletter the RFC 5321 254.
export const formLimits = {
  name: leadLimits.nameMax,
  email: leadLimits.contactEmailMax,
  subject: leadLimits.subjectMax,
  phone: leadLimits.phoneMax,
  message: leadLimits.messageMax,
  newsletterEmail: leadLimits.emailMax,
} as const;

// The rules themselves are the server's (@hvac/contracts field-rules); this only words the messages.
type Rule = { label: string; value: string; required?: boolean; max?: number; kind?: 'email' | 'phone' | 'line' | 'postalCode' };

function check({ label, value, required, max, kind }: Rule): string | undefined {
  const v = value.trim();
  if (!v) return required ? `Please enter your ${label.toLowerCase()}.` : undefined;
  if (max !== undefined && !fitsLength(v, max)) return `${label} can be at most ${max} characters.`;
  if (kind === 'email' && !isEmailAddress(v)) return 'Please enter a valid e-mail address, like name@example.com.';
  if (kind === 'phone' && !isPhoneNumber(v)) return 'Please enter a phone number with its area code, like 905-555-0100 (extension: x12).';
  if (kind === 'line' && !isSingleLine(v)) return `${label} must be on one line.`;
  if (kind === 'postalCode' && !isPostalCode(v)) return 'Please enter a Canadian postal code, like L9T 1P7.';
  return undefined;
}

// A choice among fixed values (radio buttons, a select): missing, or a value the form never offers.
function choose(value: string, allowed: readonly string[], missing: string): string | undefined {
  return allowed.includes(value) ? undefined : missing;
}

function collect<K extends string>(rules: Record<K, Rule>): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  for (const key of Object.keys(rules) as K[]) {
    const message = check(rules[key]);
    if (message) errors[key] = message;
  }
  return errors;
}

export type ContactValues = { name: string; email: string; subject: string; message: string };

export function validateContact(v: ContactValues): FieldErrors<keyof ContactValues> {
  return collect({
    name: { label: 'Name', value: v.name, required: true, max: formLimits.name, kind: 'line' },
    email: { label: 'E-mail', value: v.email, required: true, max: formLimits.email, kind: 'email' },
    subject: { label: 'Subject', value: v.subject, required: true, max: formLimits.subject, kind: 'line' },
    message: { label: 'Message', value: v.message, required: true, max: formLimits.message },
  });
}

// What every contact form asks first, so urgent calls are answered first.
export function validateSituation(situation: string): FieldErrors<'situation'> {
  const message = choose(situation, enquirySituations, 'Please tell us what is happening.');
  return message ? { situation: message } : {};
}

// Book An Appointment: the contact form plus a phone to call back, a time window and where to come.
export type AppointmentValues = ContactValues & { phone: string; timeWindow: string; postalCode: string };

export function validateAppointment(v: AppointmentValues): FieldErrors<keyof AppointmentValues> {
  const { phone, timeWindow, postalCode, ...contact } = v;
  const errors: FieldErrors<keyof AppointmentValues> = {
    ...validateContact(contact),
    ...collect({
      phone: { label: 'Phone', value: phone, required: true, max: formLimits.phone, kind: 'phone' },
      postalCode: { label: 'Postal code', value: postalCode, required: true, kind: 'postalCode' },
    }),
  };
  const window = choose(timeWindow, appointmentTimeWindows, 'Please choose a time that suits you.');
  return window ? { ...errors, timeWindow: window } : errors;
}

export type ServiceRequestValues = { name: string; email: string; phone: string; message: string };

export function validateServiceRequest(v: ServiceRequestValues): FieldErrors<keyof ServiceRequestValues> {
  return collect({
    name: { label: 'Full name', value: v.name, required: true, max: formLimits.name, kind: 'line' },
    email: { label: 'E-mail', value: v.email, required: true, max: formLimits.email, kind: 'email' },
    phone: { label: 'Phone', value: v.phone, max: formLimits.phone, kind: 'phone' },
    message: { label: 'Message', value: v.message, required: true, max: formLimits.message },
  });
}

export function validateNewsletter(email: string): FieldErrors<'email'> {
  return collect({ email: { label: 'E-mail', value: email, required: true, max: formLimits.newsletterEmail, kind: 'email' } });
}

export function hasErrors(errors: Record<string, string | undefined>): boolean {
  return Object.values(errors).some(Boolean);
}
