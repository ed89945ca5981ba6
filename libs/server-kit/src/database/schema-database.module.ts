import { type DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { openMigratedDataSource, schemaDataSourceOptions, type SchemaDatabaseOptions } from './schema-database';

// TypeORM on the service's schema; pending migrations run at start, one replica at a time (never
// synchronize). autoLoadEntities takes the entities the feature modules register instead of a list.
@Module({})
export class SchemaDatabaseModule {
  static forRoot(options: SchemaDatabaseOptions & { autoLoadEntities?: boolean }): DynamicModule {
    return {
      module: SchemaDatabaseModule,
      imports: [
        TypeOrmModule.forRootAsync({
          useFactory: () => ({ ...schemaDataSourceOptions(options), autoLoadEntities: options.autoLoadEntities ?? false, retryAttempts: 3 }),
          dataSourceFactory: async (dataSourceOptions) => {
            if (!dataSourceOptions) throw new Error('TypeORM options missing');
            return (await openMigratedDataSource(options, dataSourceOptions)).dataSource;
          },
        }),
      ],
    };
  }
}
