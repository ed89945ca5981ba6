import { leadLimits } from '@hvac/contracts';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

// Form fields keep the spec's 100-character cap (decisions.md); the message has the server's cap.
export const formLimits = { name: 100, email: 100, subject: 100, phone: leadLimits.phoneMax, message: leadLimits.messageMax, newsletterEmail: leadLimits.emailMax } as const;

// Same rule as the browser's type=email check: something@something, no spaces.
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const phonePattern = /^[0-9+()\-.\s]{7,}$/;

type Rule = { label: string; value: string; required?: boolean; max?: number; kind?: 'email' | 'phone' };

function check({ label, value, required, max, kind }: Rule): string | undefined {
  const v = value.trim();
  if (!v) return required ? `Please enter your ${label.toLowerCase()}.` : undefined;
  if (max !== undefined && v.length > max) return `${label} can be at most ${max} characters.`;
  if (kind === 'email' && !emailPattern.test(v)) return 'Please enter a valid e-mail address, like name@example.com.';
  if (kind === 'phone' && !phonePattern.test(v)) return 'Please enter a phone number with at least 7 digits.';
  return undefined;
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
    name: { label: 'Name', value: v.name, required: true, max: formLimits.name },
    email: { label: 'E-mail', value: v.email, required: true, max: formLimits.email, kind: 'email' },
    subject: { label: 'Subject', value: v.subject, required: true, max: formLimits.subject },
    message: { label: 'Message', value: v.message, required: true, max: formLimits.message },
  });
}

export type ServiceRequestValues = { name: string; email: string; phone: string; message: string };

export function validateServiceRequest(v: ServiceRequestValues): FieldErrors<keyof ServiceRequestValues> {
  return collect({
    name: { label: 'Full name', value: v.name, required: true, max: formLimits.name },
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
