import { serviceJestConfig } from '@hvac/test-harness/jest';

export default serviceJestConfig('content-api');
