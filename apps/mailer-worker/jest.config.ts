import type { Config } from 'jest';

const config: Config = {
  preset: '../../jest.preset.js',
  displayName: 'mailer-worker',
  globalSetup: '../../tools/local-stack/jest-global-setup.ts',
  globalTeardown: '../../tools/local-stack/jest-global-teardown.ts',
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
  testTimeout: 60_000,
};

export default config;
