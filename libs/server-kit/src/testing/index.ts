export * from './infra';
export * from './auth-tokens';
