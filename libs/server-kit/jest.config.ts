export default {
  displayName: 'server-kit',
  preset: '../../jest.preset.js',
  testMatch: ['<rootDir>/src/**/__tests__/**/*.spec.ts'],
  // Tests see only the environment the harness sets, never the caller's shell settings.
  globalSetup: '../../libs/test-harness/src/jest/isolated-env.ts',
};
