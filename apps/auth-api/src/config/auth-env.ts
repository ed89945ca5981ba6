import { IsHttpUrl, IsIntSetting, IsNonEmptyString, IsOptionalNonEmpty, TokenServiceEnv } from '@hvac/server-kit';
import { authLimits } from '@hvac/contracts';
import { IsEmail, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';

// Everything auth-api reads from the environment, validated before Nest starts. Production-only rules
// (a real signing key, a strong admin password) are checked in load-env.ts.
export class AuthEnv extends TokenServiceEnv {
  // PKCS#8 PEM of the ES256 (EC P-256) signing key, inline or as a file (a mounted secret).
  @IsOptionalNonEmpty()
  JWT_PRIVATE_KEY?: string;

  @IsOptionalNonEmpty()
  JWT_PRIVATE_KEY_FILE?: string;

  // Key rotation: PEM public keys of earlier signing keys, published and accepted until their tokens expire.
  @IsOptionalNonEmpty()
  JWT_PREVIOUS_PUBLIC_KEYS?: string;

  @IsOptionalNonEmpty()
  JWT_PREVIOUS_PUBLIC_KEYS_FILE?: string;

  // Development only: where a generated key is kept between runs.
  @IsNonEmptyString()
  KEYS_DIR = '.data/keys';

  // Token lifetime in seconds (8 hours by default).
  @IsIntSetting(
    { min: 60, max: 7 * 24 * 3600 },
    { int: 'JWT_TTL must be a whole number of seconds', min: 'JWT_TTL must be at least 60 seconds', max: 'JWT_TTL must be at most 604800 seconds (7 days)' },
  )
  JWT_TTL: number = 8 * 3600;

  @IsEmail({}, { message: 'ADMIN_EMAIL must be an e-mail address' })
  @MaxLength(authLimits.emailMax)
  ADMIN_EMAIL = 'admin@example.com';

  @IsOptional()
  @IsString()
  @MaxLength(authLimits.passwordMax, { message: `ADMIN_PASSWORD must be at most ${authLimits.passwordMax} characters` })
  ADMIN_PASSWORD?: string;

  @IsNonEmptyString()
  @MaxLength(100)
  ADMIN_NAME = 'Admin';

  // HMAC key of the remembered-device cookie; required in production, generated into KEYS_DIR elsewhere.
  @IsOptional()
  @IsString()
  @MinLength(32, { message: 'DEVICE_COOKIE_SECRET must be at least 32 characters' })
  DEVICE_COOKIE_SECRET?: string;

  // Encryption key of stored TOTP secrets; required in production, generated into KEYS_DIR elsewhere.
  @IsOptional()
  @IsString()
  @MinLength(32, { message: 'SECOND_FACTOR_KEY must be at least 32 characters' })
  SECOND_FACTOR_KEY?: string;

  // Encryption key of the links in stored account mails, shared with mailer-worker; required in production,
  // generated into KEYS_DIR elsewhere (give both processes the same KEYS_DIR).
  @IsOptional()
  @IsString()
  @MinLength(32, { message: 'ACCOUNT_MAIL_KEY must be at least 32 characters' })
  ACCOUNT_MAIL_KEY?: string;

  // Where the site's admin pages are, for the links in account mails.
  @IsHttpUrl()
  PUBLIC_SITE_URL = 'http://localhost:8080';

  // Audit entries older than this many days are pruned once a day.
  @IsIntSetting(
    { min: 1, max: 36500 },
    { int: 'AUDIT_RETENTION_DAYS must be a whole number of days', min: 'AUDIT_RETENTION_DAYS must be at least 1', max: 'AUDIT_RETENTION_DAYS must be at most 36500' },
  )
  AUDIT_RETENTION_DAYS = 365;

  // A session with no admin activity for this long is signed out, whatever its token's lifetime.
  @IsIntSetting(
    { min: 1, max: 24 * 60 },
    { int: 'SESSION_IDLE_MINUTES must be a whole number of minutes', min: 'SESSION_IDLE_MINUTES must be at least 1', max: 'SESSION_IDLE_MINUTES must be at most 1440' },
  )
  SESSION_IDLE_MINUTES = 30;
}
