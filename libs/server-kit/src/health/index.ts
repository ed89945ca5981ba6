export * from './health.module';
export * from './redis.health';
