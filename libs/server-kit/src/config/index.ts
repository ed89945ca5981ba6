export * from './common-env';
export * from './validate-env';
