// The `preflight` one-shot job of docker-compose.yml: every service of the site waits for it, so the
// stack refuses to start on settings that would run a production site unsafely, and names each
// problem at once instead of one per attempt. With COMPOSE_PROFILES containing `dev` (trying the
// stack: Mailpit catches the mail, plain HTTP), mail and address are not checked; secrets always are.
// Plain Node with no dependencies: it runs in the auth-api image with this directory mounted.

const env = process.env;
const dev = (env.COMPOSE_PROFILES ?? '').split(',').map((p) => p.trim()).includes('dev');
const problems = [];

// Set and changed from the example's `change-me` placeholder.
const secrets = [
  'POSTGRES_PASSWORD',
  'MINIO_ROOT_PASSWORD',
  'S3_SECRET_KEY',
  'ADMIN_PASSWORD',
  'DEVICE_COOKIE_SECRET',
  'SECOND_FACTOR_KEY',
  'ACCOUNT_MAIL_KEY',
  'BACKUP_DATABASE_PASSPHRASE',
  'BACKUP_MEDIA_PASSPHRASE',
];
for (const name of secrets) {
  const value = env[name] ?? '';
  if (value === '') problems.push(`${name} is missing: set a long random value in .env`);
  else if (value.startsWith('change-me')) problems.push(`${name} still has the example's change-me value: set a long random value in .env`);
}

function parseUrl(name) {
  try {
    return new URL(env[name] ?? '');
  } catch {
    return undefined;
  }
}

if (!dev) {
  const site = parseUrl('PUBLIC_SITE_URL');
  if (!site) problems.push('PUBLIC_SITE_URL is missing: set the https:// address visitors use, e.g. https://www.example.com');
  else if (site.protocol !== 'https:') problems.push(`PUBLIC_SITE_URL must be an https:// address in production, not ${site.origin} (plain HTTP is for COMPOSE_PROFILES=dev)`);
  else if (site.hostname.endsWith('example.com')) problems.push(`PUBLIC_SITE_URL still names the example's host ${site.hostname}: set your domain`);
  else if (!(env.SITE_HOST ?? '').split(/\s+/).includes(site.hostname)) problems.push(`SITE_HOST must list PUBLIC_SITE_URL's host ${site.hostname} (now '${env.SITE_HOST ?? ''}'), or the gateway answers 421`);
  if (site?.protocol === 'https:' && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(env.ACME_EMAIL ?? '')) {
    problems.push('ACME_EMAIL is missing: set the e-mail address of the certificate account (Let\'s Encrypt)');
  }

  const smtp = parseUrl('SMTP_URL');
  if (!smtp) problems.push('SMTP_URL is missing: set your mail provider, e.g. smtps://user:password@smtp.example.net:465');
  else if (!['smtp:', 'smtps:'].includes(smtp.protocol)) problems.push(`SMTP_URL must start with smtp:// or smtps://, not ${smtp.protocol}//`);
  else if (smtp.hostname === 'mailpit') problems.push('SMTP_URL points at Mailpit, the mail catcher of the dev profile: set your mail provider (or COMPOSE_PROFILES=dev to try the stack)');
  else if (/change-me/.test(env.SMTP_URL ?? '') || smtp.hostname.endsWith('example.net')) problems.push('SMTP_URL still has the example\'s values: set your mail provider\'s host and credentials');
}

if (problems.length > 0) {
  console.error(`preflight: the site will not start (${dev ? 'dev profile' : 'production'}). Fix in .env:`);
  for (const p of problems) console.error(`  - ${p}`);
  process.exit(1);
}
console.log(`preflight: settings complete (${dev ? 'dev profile: mail and address not checked' : `production, ${env.PUBLIC_SITE_URL}`})`);
