export * from './site-settings.entity';
export * from './site-settings';
export * from './settings-notice.entity';
export * from './site-settings-entities';
