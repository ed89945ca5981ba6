export * from './http-metrics';
export * from './http-service-metrics';
export * from './metrics-env';
export * from './metrics-registry';
export * from './metrics-server';
export * from './pool-metrics';
