// The environment of tests and of the servers they start is set by the harness, not inherited: only
// what a program needs to run on this machine (search path, home, temporary directory, locale,
// terminal) and the test tools' own switches pass through from the caller. A developer's shell with
// ADMIN_PASSWORD, DATABASE_URL, NODE_ENV, PORT or JWT_* set for other work changes nothing here.
// Kept apart from the server starters so that Jest tests can use it without loading them.

const passedNames = new Set([
  'PATH',
  'HOME',
  'USER',
  'LOGNAME',
  'SHELL',
  'TMPDIR',
  'TMP',
  'TEMP',
  'LANG',
  'LANGUAGE',
  'TERM',
  'COLORTERM',
  'NO_COLOR',
  'FORCE_COLOR',
  'CI',
  // Test switches: where Chromium is, and whether to show the logs of services started by tests.
  'CHROME_PATH',
  'SHOW_APP_LOGS',
  'SHOW_WORKER_LOGS',
]);
// Locale categories, Nx's own settings, and the harness's servers (TEST_DATABASE_ADMIN_URL, ...).
const passedPrefixes = ['LC_', 'NX_', 'TEST_'];

export function isPassedThrough(name: string): boolean {
  return passedNames.has(name) || passedPrefixes.some((prefix) => name.startsWith(prefix));
}

// The caller's environment reduced to what passes through, plus `set` (undefined values are left out).
export function harnessEnv(set: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) if (value !== undefined && isPassedThrough(name)) env[name] = value;
  for (const [name, value] of Object.entries(set)) if (value !== undefined) env[name] = value;
  return env;
}

// Reduces this process's own environment in place, for test runners whose workers inherit it.
export function isolateProcessEnv(set: NodeJS.ProcessEnv = {}): void {
  const env = harnessEnv(set);
  for (const name of Object.keys(process.env)) if (!(name in env)) delete process.env[name];
  Object.assign(process.env, env);
}

// An environment that makes the launcher start every server itself, whatever the caller's shell has set.
export function selfContainedEnv(overrides: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return harnessEnv({ LOG_LEVEL: 'warn', ...overrides });
}
