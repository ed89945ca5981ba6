import { authLimits, fitsLength, isEmailAddress } from '@hvac/contracts';
import { paths } from '../../../config/paths';

export type SignInErrors = Partial<Record<'email' | 'password', string>>;

// Why an address typed on the sign-in or forgotten-password page cannot be sent, or undefined when it can.
export function emailError(email: string): string | undefined {
  const trimmed = email.trim();
  if (trimmed === '') return 'Enter your email address.';
  if (!fitsLength(trimmed, authLimits.emailMax)) return `Email address must be at most ${authLimits.emailMax} characters.`;
  if (!isEmailAddress(trimmed)) return 'Enter an email address like name@example.com.';
  return undefined;
}

export function validateSignIn(email: string, password: string): SignInErrors {
  const errors: SignInErrors = {};
  const invalidEmail = emailError(email);
  if (invalidEmail) errors.email = invalidEmail;
  if (password === '') errors.password = 'Enter your password.';
  else if (!fitsLength(password, authLimits.passwordMax)) errors.password = `Password must be at most ${authLimits.passwordMax} characters.`;
  return errors;
}

// After sign-in only paths inside the admin portal are followed, never another site.
export function safeRedirectTarget(value: string | null | undefined): string {
  const home = paths.admin.root.getHref();
  if (value && value.startsWith(home) && /^\/admin(?:[/?#]|$)/.test(value)) return value;
  return home;
}
