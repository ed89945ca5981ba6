import { authLimits } from '@hvac/contracts';

// The server's rule (it also refuses common and guessable passwords); the form checks what it can before sending.
export const passwordMinLength = 12;
export const passwordRule = `At least ${passwordMinLength} characters and hard to guess; a few unrelated words make a strong, memorable password.`;

export type NewPasswordErrors = Partial<Record<'password' | 'repeat', string>>;

export function validateNewPassword(password: string, repeat: string): NewPasswordErrors {
  const errors: NewPasswordErrors = {};
  if (password === '') errors.password = 'Choose a password.';
  else if (password.length < passwordMinLength) errors.password = `The password needs ${passwordMinLength - password.length} more character${passwordMinLength - password.length === 1 ? '' : 's'}.`;
  else if (password.length > authLimits.passwordMax) errors.password = `The password must be at most ${authLimits.passwordMax} characters.`;
  if (!errors.password && repeat !== password) errors.repeat = 'The two passwords differ. Type the same password twice.';
  return errors;
}

const staffNameMax = 100;

// The person's name as colleagues see it on the portal.
export function validateStaffName(name: string): string | undefined {
  if (name.trim() === '') return 'Enter your name.';
  if (name.trim().length > staffNameMax) return `Your name must be at most ${staffNameMax} characters.`;
  return undefined;
}
