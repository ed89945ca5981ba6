import { defaultSiteSettings } from '@hvac/site';
import { Secret, TOTP } from 'otpauth';

// RFC 6238 as every authenticator app expects it: SHA-1, 6 digits, 30-second steps.
export const totpPeriodSeconds = 30;
// One step either side is accepted, for phones whose clocks drift a little.
const window = 1;

// The issuer names the entry in the authenticator app; the first-start business name is enough there (an entry
// keeps the name it was enrolled with anyway).
const totpOf = (base32Secret: string, accountName = '') =>
  new TOTP({ issuer: defaultSiteSettings.businessName, label: accountName, algorithm: 'SHA1', digits: 6, period: totpPeriodSeconds, secret: Secret.fromBase32(base32Secret) });

export const newTotpSecret = () => new Secret({ size: 20 }).base32;

export const otpauthUri = (base32Secret: string, accountName: string) => totpOf(base32Secret, accountName).toString();

// The time step the code belongs to, or undefined when it matches none within the window. The caller refuses a
// step it accepted before, so a code that was seen (shoulder, phishing proxy) cannot be replayed.
export function matchingStep(base32Secret: string, code: string, now = Date.now()): number | undefined {
  const delta = totpOf(base32Secret).validate({ token: code, timestamp: now, window });
  return delta === null ? undefined : Math.floor(now / 1000 / totpPeriodSeconds) + delta;
}

export const isTotpCode = (code: string) => /^\d{6}$/.test(code);
