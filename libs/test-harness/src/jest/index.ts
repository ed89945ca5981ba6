import path from 'node:path';
import type { Config } from 'jest';

// Global setup files, as paths for Jest (which loads them itself).
export const jestGlobalSetup = path.join(__dirname, 'global-setup.ts');
export const jestGlobalTeardown = path.join(__dirname, 'global-teardown.ts');

// The Jest configuration of a Nest service under apps/<name>: the shared Postgres, Redis and S3 servers
// (started here, or reused from `npm test`), unit tests under src/ and integration tests under test/.
export function serviceJestConfig(displayName: string, overrides: Config = {}): Config {
  return {
    preset: '../../jest.preset.js',
    displayName,
    globalSetup: jestGlobalSetup,
    globalTeardown: jestGlobalTeardown,
    testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.spec.ts'],
    testTimeout: 60_000,
    // Each integration file boots its own app and database; two at a time suits a shared 2-core machine.
    maxWorkers: 2,
    ...overrides,
  };
}
