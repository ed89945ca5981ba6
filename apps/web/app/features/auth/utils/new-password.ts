import { authLimits, fitsLength } from '@hvac/contracts';

// The server's rule (auth-api's password policy); the page can check only the length, the server judges the rest.
export const passwordMinLength = 12;
export const passwordRuleHint = `At least ${passwordMinLength} characters, not a common or guessable password; a few unrelated words make a strong, memorable one.`;

export type NewPasswordErrors = Partial<Record<'password' | 'confirmation', string>>;

// What is still missing while the password is typed: shown next to the field before anything is sent.
export function passwordShortfall(password: string): string | undefined {
  const missing = passwordMinLength - password.length;
  if (password === '' || missing <= 0) return undefined;
  return `${missing} more character${missing === 1 ? '' : 's'} needed`;
}

export function validateNewPassword(password: string, confirmation: string): NewPasswordErrors {
  const errors: NewPasswordErrors = {};
  if (password === '') errors.password = 'Enter a new password.';
  else if (password.length < passwordMinLength) errors.password = `The new password must be at least ${passwordMinLength} characters long.`;
  else if (!fitsLength(password, authLimits.passwordMax)) errors.password = `The new password must be at most ${authLimits.passwordMax} characters long.`;
  if (confirmation === '') errors.confirmation = 'Type the new password again.';
  else if (!errors.password && confirmation !== password) errors.confirmation = 'The two passwords are not the same.';
  return errors;
}

const staffNameMax = 100;

// The person's name as colleagues see it on the portal.
export function validateStaffName(name: string): string | undefined {
  if (name.trim() === '') return 'Enter your name.';
  if (name.trim().length > staffNameMax) return `Your name must be at most ${staffNameMax} characters.`;
  return undefined;
}

// The token of an account mail's link (invitation or password reset), from the address's fragment; '' when the
// fragment is not a whole token.
export function linkTokenFrom(hash: string): string {
  const token = hash.replace(/^#/, '');
  return /^[A-Za-z0-9_-]{43}$/.test(token) ? token : '';
}
