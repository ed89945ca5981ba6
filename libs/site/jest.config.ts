export default {
  displayName: 'site',
  preset: '../../jest.preset.js',
  // Tests see only the environment the harness sets, never the caller's shell settings.
  globalSetup: '../../libs/test-harness/src/jest/isolated-env.ts',
};
