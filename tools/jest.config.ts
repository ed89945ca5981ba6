export default {
  displayName: 'tools',
  preset: '../jest.preset.js',
  rootDir: '.',
  testMatch: ['<rootDir>/test/**/*.spec.ts'],
  testTimeout: 180_000,
};
