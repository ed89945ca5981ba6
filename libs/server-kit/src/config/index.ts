export * from './common-env';
export * from './setting-decorators';
export * from './settings.module';
export * from './validate-env';
export * from './secret-setting';
