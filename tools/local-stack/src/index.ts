export * from './launch-stack';
