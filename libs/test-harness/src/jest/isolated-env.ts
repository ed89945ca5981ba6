import { isolateProcessEnv } from '../self-contained-env';

// Global setup of the Jest projects that need no test servers: tests see only the environment the
// harness sets (see self-contained-env.ts); Jest's workers inherit it from this process.
export default function globalSetup(): void {
  isolateProcessEnv({ NODE_ENV: 'test' });
}
