import { CommonServiceEnv } from '@hvac/server-kit';
import { authLimits } from '@hvac/contracts';
import { IsEmail, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

// Everything auth-api reads from the environment, validated before Nest starts. Production-only rules
// (a real signing key, a strong admin password) are checked in load-env.ts.
export class AuthEnv extends CommonServiceEnv {
  // PKCS#8 PEM of the ES256 (EC P-256) signing key, inline or as a file (a mounted secret).
  @IsOptional()
  @IsString()
  @IsNotEmpty({ message: 'JWT_PRIVATE_KEY must not be empty when set' })
  JWT_PRIVATE_KEY?: string;

  @IsOptional()
  @IsString()
  @IsNotEmpty({ message: 'JWT_PRIVATE_KEY_FILE must not be empty when set' })
  JWT_PRIVATE_KEY_FILE?: string;

  // Key rotation: PEM public keys of earlier signing keys, published and accepted until their tokens expire.
  @IsOptional()
  @IsString()
  @IsNotEmpty({ message: 'JWT_PREVIOUS_PUBLIC_KEYS must not be empty when set' })
  JWT_PREVIOUS_PUBLIC_KEYS?: string;

  @IsOptional()
  @IsString()
  @IsNotEmpty({ message: 'JWT_PREVIOUS_PUBLIC_KEYS_FILE must not be empty when set' })
  JWT_PREVIOUS_PUBLIC_KEYS_FILE?: string;

  // Development only: where a generated key is kept between runs.
  @IsString()
  @IsNotEmpty()
  KEYS_DIR = '.data/keys';

  @IsString()
  @IsNotEmpty()
  JWT_ISSUER = 'hvac-auth';

  @IsString()
  @IsNotEmpty()
  JWT_AUDIENCE = 'hvac-site';

  // Token lifetime in seconds (8 hours by default).
  @IsInt({ message: 'JWT_TTL must be a whole number of seconds' })
  @Min(60, { message: 'JWT_TTL must be at least 60 seconds' })
  @Max(7 * 24 * 3600, { message: 'JWT_TTL must be at most 604800 seconds (7 days)' })
  JWT_TTL: number = 8 * 3600;

  @IsEmail({}, { message: 'ADMIN_EMAIL must be an e-mail address' })
  @MaxLength(authLimits.emailMax)
  ADMIN_EMAIL = 'admin@example.com';

  @IsOptional()
  @IsString()
  @MaxLength(authLimits.passwordMax, { message: `ADMIN_PASSWORD must be at most ${authLimits.passwordMax} characters` })
  ADMIN_PASSWORD?: string;

  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  ADMIN_NAME = 'Admin';
}
