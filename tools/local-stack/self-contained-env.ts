// An environment that makes the launcher start every server itself, whatever the caller's shell has set.
// Kept apart from launch.ts so that Jest tests can use it without loading the server starters.
export function selfContainedEnv(overrides: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'warn' };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'S3_ENDPOINT', 'SMTP_URL', 'PUBLIC_SITE_URL', 'ADMIN_PASSWORD']) delete env[name];
  return { ...env, ...overrides };
}
