export * from './health.module';
export * from './redis.health';
export * from './service-modules';
