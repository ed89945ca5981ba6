export * from './api-paths';
export * from './auth';
export * from './content';
export * from './envelopes';
export * from './leads';
export * from './queues';
export * from './slug';
