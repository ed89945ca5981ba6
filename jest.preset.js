// Shared Jest setup for the Node projects: SWC keeps decorator metadata (Nest DI needs it)
// and the workspace libraries resolve to their TypeScript sources.
const path = require('node:path');
const fs = require('node:fs');

const { $schema, ...swcrc } = JSON.parse(fs.readFileSync(path.join(__dirname, '.swcrc'), 'utf8'));

module.exports = {
  testEnvironment: 'node',
  transform: {
    '^.+\\.tsx?$': ['@swc/jest', { ...swcrc, swcrc: false }],
    // jose (JWT verification in server-kit) ships only ES modules; Jest's CommonJS runtime needs it compiled.
    '/node_modules/jose/.+\\.js$': ['@swc/jest', { ...swcrc, swcrc: false }],
  },
  transformIgnorePatterns: ['/node_modules/(?!jose/)'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'json'],
  moduleNameMapper: {
    '^@hvac/contracts/schemas$': path.join(__dirname, 'libs/contracts/src/schemas/index.ts'),
    '^@hvac/contracts/testing$': path.join(__dirname, 'libs/contracts/src/testing.ts'),
    '^@hvac/(contracts|site|server-kit|leads)$': path.join(__dirname, 'libs/$1/src/index.ts'),
  },
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};
