export * from './migration-job';
export * from './schema-database';
export * from './schema-database.module';
