import type { Config } from 'jest';

const config: Config = {
  preset: '../../jest.preset.js',
  displayName: 'auth-api',
  globalSetup: '../../tools/local-stack/jest-global-setup.ts',
  globalTeardown: '../../tools/local-stack/jest-global-teardown.ts',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.spec.ts'],
  testTimeout: 60_000,
  // Each integration file boots its own app and database; two at a time suits a shared 2-core machine.
  maxWorkers: 2,
};

export default config;
