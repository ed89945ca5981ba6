import { Secret, TOTP } from 'otpauth';

const stepMs = 30_000;

// What an authenticator app shows `steps` time steps (30 s each) from now, computed with the server's library.
export const codeAt = (manualKey: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(manualKey.replace(/\s/g, '')) }).generate({ timestamp: Date.now() + steps * stepMs });

// The previous step's code stays inside the server's one-step window only until the current step ends: when that
// is close, wait for the next step before typing one.
export async function awayFromStepEnd(marginMs = 8000): Promise<void> {
  const left = stepMs - (Date.now() % stepMs);
  if (left < marginMs) await new Promise((resolve) => setTimeout(resolve, left + 100));
}
