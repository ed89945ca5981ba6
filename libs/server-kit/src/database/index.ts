export * from './migration-job';
export * from './schema-database';
export * from './schema-database.module';
export * from './embedded-snake-naming.strategy';
export * from './staff-snapshot.columns';
