export default {
  displayName: 'contracts',
  preset: '../../jest.preset.js',
  // Tests see only the environment the harness sets, never the caller's shell settings.
  globalSetup: '../../tools/local-stack/jest-isolated-env.ts',
};
