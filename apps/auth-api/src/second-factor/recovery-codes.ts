import { createHash, randomInt } from 'node:crypto';
import { secondFactorLimits } from '@hvac/contracts';

// Lower-case letters and digits without look-alikes (0/o, 1/l/i).
const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';

// 12 random characters (about 59 bits), shown as xxxx-xxxx-xxxx. That much entropy makes a plain SHA-256
// enough to store them: there is nothing to guess offline, and checking one costs no argon2 time.
export const newRecoveryCodes = (): string[] =>
  Array.from({ length: secondFactorLimits.recoveryCodeCount }, () => {
    const chars = Array.from({ length: 12 }, () => alphabet[randomInt(alphabet.length)]).join('');
    return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
  });

// Case, spaces and dashes do not matter when typing a code back.
export const recoveryCodeHash = (code: string) => createHash('sha256').update(code.toLowerCase().replace(/[\s-]/g, '')).digest('hex');
