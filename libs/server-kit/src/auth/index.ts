export * from './auth-kit.module';
export * from './auth.guards';
export * from './current-user.decorator';
export * from './sign-access-token';
export * from './token-keys';
export * from './token-verifier';
