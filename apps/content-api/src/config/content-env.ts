import { IsHttpUrl, IsNonEmptyString, TokenServiceEnv } from '@hvac/server-kit';
import { IsIn, Matches } from 'class-validator';

// Everything content-api reads from the environment, validated before Nest starts.
export class ContentEnv extends TokenServiceEnv {
  @IsHttpUrl()
  JWKS_URL!: string;

  @IsHttpUrl()
  S3_ENDPOINT!: string;

  @IsNonEmptyString()
  S3_ACCESS_KEY!: string;

  @IsNonEmptyString()
  S3_SECRET_KEY!: string;

  // S3 bucket naming rules: 3-63 lower-case letters, digits, dots and hyphens.
  @Matches(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { message: 'S3_BUCKET must be a valid bucket name' })
  S3_BUCKET = 'media';

  @IsNonEmptyString()
  S3_REGION = 'us-east-1';

  // Absolute links in the sitemap, feed and robots.txt.
  @IsHttpUrl()
  PUBLIC_SITE_URL!: string;

  // Sample posts and location pages for a demo or a developer's first start; never in production.
  @IsIn(['true', 'false'], { message: 'SEED_SAMPLE_CONTENT must be true or false' })
  SEED_SAMPLE_CONTENT = 'false';
}
