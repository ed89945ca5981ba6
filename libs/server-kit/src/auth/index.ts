export * from './access-token-jwt-options';
export * from './access-token.strategy';
export * from './auth-kit.module';
export * from './auth.guards';
export * from './current-user.decorator';
export * from './token-keys';
export * from './session-cache';
