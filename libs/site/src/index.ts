export * from './business';
export * from './page-paths';
export * from './service-areas';
export * from './services';
export * from './page-copy';
export * from './default-settings';
export * from './settings-format';
