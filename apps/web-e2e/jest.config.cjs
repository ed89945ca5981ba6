// Browser tests against a running stack: BASE_URL (default http://localhost:8080).
module.exports = {
  preset: '../../jest.preset.js',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.spec.ts'],
  testTimeout: 90_000,
};
