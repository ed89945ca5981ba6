import { isolateProcessEnv } from '../self-contained-env';
import { startTestInfra, type TestInfra } from '../test-infra';

// Tests (and the services they start) see only the environment the harness sets, whatever the caller's
// shell has; Jest's workers inherit this process's environment as it is after this setup.
// Reuses the servers `npm test` started (TEST_* already set); a lone `nx test <project>` starts its own.
export default async function globalSetup(): Promise<void> {
  isolateProcessEnv({ NODE_ENV: 'test' });
  if (process.env['TEST_DATABASE_ADMIN_URL']) return;
  const infra = await startTestInfra();
  Object.assign(process.env, infra.env);
  (globalThis as { __testInfra?: TestInfra }).__testInfra = infra;
}
