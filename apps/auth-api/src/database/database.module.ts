import { SchemaDatabaseModule } from '@hvac/server-kit';
import { authDatabase } from './data-source-options';

// TypeORM on the `auth` schema with auth-api's migrations applied at start.
export const DatabaseModule = {
  forRoot: (databaseUrl: string) => SchemaDatabaseModule.forRoot(authDatabase(databaseUrl)),
};
