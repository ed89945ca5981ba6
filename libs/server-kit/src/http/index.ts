export * from './errors';
export * from './start-http-service';
