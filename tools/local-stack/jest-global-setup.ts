import { startTestInfra, type TestInfra } from './test-infra';

// Reuses the servers `npm test` started (TEST_* already set); a lone `nx test <project>` starts its own.
export default async function globalSetup(): Promise<void> {
  if (process.env['TEST_DATABASE_ADMIN_URL']) return;
  const infra = await startTestInfra();
  Object.assign(process.env, infra.env);
  (globalThis as { __testInfra?: TestInfra }).__testInfra = infra;
}
