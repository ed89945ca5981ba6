import { authLimits, fitsLength, isEmailAddress } from '@hvac/contracts';
import { paths } from '../../../config/paths';

export type SignInErrors = Partial<Record<'email' | 'password', string>>;

export function validateSignIn(email: string, password: string): SignInErrors {
  const errors: SignInErrors = {};
  const trimmed = email.trim();
  if (trimmed === '') errors.email = 'Enter your email address.';
  else if (!fitsLength(trimmed, authLimits.emailMax)) errors.email = `Email address must be at most ${authLimits.emailMax} characters.`;
  else if (!isEmailAddress(trimmed)) errors.email = 'Enter an email address like name@example.com.';
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
