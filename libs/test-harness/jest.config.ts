import type { Config } from 'jest';

// The harness's own promises (environment, ports, start failures); no shared servers needed.
const config: Config = {
  preset: '../../jest.preset.js',
  displayName: 'test-harness',
  globalSetup: '<rootDir>/src/jest/isolated-env.ts',
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
  testTimeout: 60_000,
};

export default config;
