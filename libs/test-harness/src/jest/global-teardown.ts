import type { TestInfra } from '../test-infra';

export default async function globalTeardown(): Promise<void> {
  await (globalThis as { __testInfra?: TestInfra }).__testInfra?.stop();
}
