import type { Config } from 'jest';

// Gateway tests run real nginx against stub upstreams; the compose and Kubernetes checks shell out to
// docker-compose and kubectl. None of them needs the shared Postgres/Redis/S3 servers.
const config: Config = {
  preset: '../jest.preset.js',
  displayName: 'deploy',
  testMatch: ['<rootDir>/test/**/*.spec.ts'],
  testTimeout: 60_000,
  maxWorkers: 2,
};

export default config;
