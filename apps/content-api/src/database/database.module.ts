import { SchemaDatabaseModule } from '@hvac/server-kit';
import { contentDatabase } from './data-source-options';

// TypeORM on the `content` schema with content-api's migrations applied at start; entities come from
// the feature modules.
export const DatabaseModule = {
  forRoot: (databaseUrl: string) => SchemaDatabaseModule.forRoot({ ...contentDatabase(databaseUrl), autoLoadEntities: true }),
};
