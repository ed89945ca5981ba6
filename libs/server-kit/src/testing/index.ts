export * from './infra';
export * from './auth-tokens';
export * from './route-access';
export * from './openapi-required';
