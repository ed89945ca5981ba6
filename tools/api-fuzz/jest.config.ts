import fs from 'node:fs';
import path from 'node:path';
import { jestGlobalSetup, jestGlobalTeardown } from '@hvac/test-harness/jest';

const { $schema: _schema, ...swcrc } = JSON.parse(fs.readFileSync(path.join(__dirname, '../../.swcrc'), 'utf8')) as Record<string, unknown>;
const swc = ['@swc/jest', { ...swcrc, swcrc: false }];

// One file: it starts auth-api and content-api from their builds on the shared Postgres, Redis and S3
// (started by the global setup, or reused from `npm test`) and sends every case of both documents.
export default {
  displayName: 'api-fuzz',
  preset: '../../jest.preset.js',
  rootDir: '.',
  testMatch: ['<rootDir>/test/**/*.spec.ts'],
  globalSetup: jestGlobalSetup,
  globalTeardown: jestGlobalTeardown,
  testTimeout: 300_000,
  // jose and swagger-parser's reference resolver ship only ES modules; Jest's CommonJS runtime needs them compiled.
  transform: { '^.+\\.tsx?$': swc, '/node_modules/(jose|@apidevtools)/.+\\.js$': swc },
  transformIgnorePatterns: ['/node_modules/(?!(jose|@apidevtools)/)'],
};
