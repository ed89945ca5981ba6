// Unit tests of pure logic (no DOM): excerpts, slugs, validation, structured data.
module.exports = {
  preset: '../../jest.preset.js',
  roots: ['<rootDir>/app'],
  testMatch: ['**/__tests__/**/*.spec.ts'],
};
