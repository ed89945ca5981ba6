export * from './errors';
export * from './openapi';
export * from './request-logging';
export * from './start-http-service';
