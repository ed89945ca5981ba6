export * from './redis.module';
export * from './periodic-jobs';
