export * from './body-parsers';
export * from './client-limit-key';
export * from './edge-env';
export * from './errors';
export * from './openapi';
export * from './start-http-service';
export * from './page-query.dto';
export * from './schema-validation';
