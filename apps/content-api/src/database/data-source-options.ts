import path from 'node:path';
import { migrationGlobs, type SchemaDatabaseOptions } from '@hvac/server-kit';

export const contentSchema = 'content';

// Entities come from the feature modules (autoLoadEntities in the Nest module); migrations from every
// `migrations` folder under the app root (src in tests, dist at run time), so feature modules such as
// leads ship their own migrations beside their code. The lock key is the one earlier releases took.
export const contentDatabase = (databaseUrl: string): SchemaDatabaseOptions => ({
  url: databaseUrl,
  schema: contentSchema,
  migrations: migrationGlobs(path.resolve(__dirname, '..')),
  migrationLockKey: 734_201_986,
});
