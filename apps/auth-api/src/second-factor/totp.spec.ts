import { Secret, TOTP } from 'otpauth';
import { matchingStep, newTotpSecret, otpauthUri } from './totp';

describe('TOTP (RFC 6238)', () => {
  // RFC 6238 appendix B: the SHA-1 secret "12345678901234567890", T = 59 s gives 94287082 (8 digits), so 287082 in 6.
  const rfcSecret = Secret.fromUTF8('12345678901234567890').base32;

  it('matches the RFC test vector and names the time step of the code', () => {
    expect(matchingStep(rfcSecret, '287082', 59_000)).toBe(1);
  });

  it('accepts one step of clock drift either side and nothing further', () => {
    const secret = rfcSecret;
    const now = 1_800_000_000_000;
    const codeAt = (steps: number) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: now + steps * 30_000 });
    const step = Math.floor(now / 30_000);
    expect(matchingStep(secret, codeAt(-1), now)).toBe(step - 1);
    expect(matchingStep(secret, codeAt(1), now)).toBe(step + 1);
    // Fixed secret and time: the code three steps ahead is known to differ from the three inside the window.
    expect([codeAt(-1), codeAt(0), codeAt(1)]).not.toContain(codeAt(3));
    expect(matchingStep(secret, codeAt(3), now)).toBeUndefined();
    expect(matchingStep(secret, codeAt(-2), now)).toBeUndefined();
  });

  it('makes 160-bit secrets and an otpauth URI an authenticator app reads', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri(secret, 'owner@example.com')).toBe(
      `otpauth://totp/Halton%20Hearth%20%26%20Air:owner%40example.com?issuer=Halton%20Hearth%20%26%20Air&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );
  });
});
