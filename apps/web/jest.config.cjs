// Unit tests of pure logic (no DOM): excerpts, slugs, validation, structured data, and components rendered to markup.
const fs = require('node:fs');
const path = require('node:path');

const swcrc = JSON.parse(fs.readFileSync(path.join(__dirname, '../../.swcrc'), 'utf8'));
delete swcrc.$schema;

module.exports = {
  preset: '../../jest.preset.js',
  // Tests see only the environment the harness sets, never the caller's shell settings.
  globalSetup: '../../libs/test-harness/src/jest/isolated-env.ts',
  roots: ['<rootDir>/app', '<rootDir>/server'],
  testMatch: ['**/__tests__/**/*.spec.ts'],
  // The Node server's sources import each other as ES modules do, by their compiled .js names.
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  // ky (the browser HTTP client) ships only ES modules; the admin's error-message tests use its error classes.
  transform: {
    '/node_modules/ky/.+\\.js$': ['@swc/jest', { ...swcrc, swcrc: false }],
    // Components as the app builds them: JSX with React's automatic runtime.
    '^.+\\.tsx$': [
      '@swc/jest',
      { ...swcrc, swcrc: false, jsc: { ...swcrc.jsc, parser: { ...swcrc.jsc.parser, tsx: true }, transform: { ...swcrc.jsc.transform, react: { runtime: 'automatic' } } } },
    ],
  },
  transformIgnorePatterns: ['/node_modules/(?!(jose|ky)/)'],
};
