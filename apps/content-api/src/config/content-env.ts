import { CommonServiceEnv } from '@hvac/server-kit';
import { IsNotEmpty, IsString, IsUrl, Matches } from 'class-validator';

const httpUrl = { require_tld: false, require_protocol: true, protocols: ['http', 'https'] };

// Everything content-api reads from the environment, validated before Nest starts.
export class ContentEnv extends CommonServiceEnv {
  @IsUrl(httpUrl, { message: 'JWKS_URL must be an http(s) URL' })
  JWKS_URL!: string;

  @IsString()
  @IsNotEmpty()
  JWT_ISSUER = 'hvac-auth';

  @IsString()
  @IsNotEmpty()
  JWT_AUDIENCE = 'hvac-site';

  @IsUrl(httpUrl, { message: 'S3_ENDPOINT must be an http(s) URL' })
  S3_ENDPOINT!: string;

  @IsString()
  @IsNotEmpty()
  S3_ACCESS_KEY!: string;

  @IsString()
  @IsNotEmpty()
  S3_SECRET_KEY!: string;

  // S3 bucket naming rules: 3-63 lower-case letters, digits, dots and hyphens.
  @Matches(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { message: 'S3_BUCKET must be a valid bucket name' })
  S3_BUCKET = 'media';

  @IsString()
  @IsNotEmpty()
  S3_REGION = 'us-east-1';

  // Absolute links in the sitemap, feed and robots.txt.
  @IsUrl(httpUrl, { message: 'PUBLIC_SITE_URL must be an http(s) URL' })
  PUBLIC_SITE_URL!: string;
}
