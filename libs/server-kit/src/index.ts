export * from './config';
export * from './database';
export * from './health';
export * from './http';
export * from './logging';
export * from './redis';
export * from './auth';
export * from './audit';
