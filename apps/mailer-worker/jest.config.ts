import { serviceJestConfig } from '@hvac/test-harness/jest';

export default serviceJestConfig('mailer-worker', { testMatch: ['<rootDir>/src/**/*.spec.ts'] });
