import { authLimits } from '@hvac/contracts';

export const passwordMinLength = 12;

// Passwords that ship in examples and tutorials; an attacker tries these first.
const knownDefaults = new Set(['password', 'changeme', 'admin', 'administrator', 'letmein', 'welcome', 'qwerty', 'secret', 'default', 'hvac']);

// Returns why a password is too weak for an admin account, or undefined when it is acceptable.
export function passwordWeakness(password: string, email?: string): string | undefined {
  if (password.length < passwordMinLength) return `must be at least ${passwordMinLength} characters long`;
  if (password.length > authLimits.passwordMax) return `must be at most ${authLimits.passwordMax} characters long`;
  if (new Set(password).size < 6) return 'must use at least 6 different characters';
  const letters = password.toLowerCase().replace(/[^a-z]/g, '');
  const repeated = /^(.+?)\1+$/.exec(letters)?.[1] ?? letters;
  if (knownDefaults.has(letters) || knownDefaults.has(repeated) || /^(change-?me|password)/i.test(password)) {
    return 'is a well-known default';
  }
  const name = email?.split('@')[0]?.toLowerCase();
  if (name && name.length >= 3 && password.toLowerCase().includes(name)) return 'must not contain the e-mail name';
  return undefined;
}
