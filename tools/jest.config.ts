export default {
  displayName: 'tools',
  preset: '../jest.preset.js',
  rootDir: '.',
  testMatch: ['<rootDir>/test/**/*.spec.ts'],
  testTimeout: 180_000,
  // Tests see only the environment the harness sets, never the caller's shell settings.
  globalSetup: '<rootDir>/../libs/test-harness/src/jest/isolated-env.ts',
};
