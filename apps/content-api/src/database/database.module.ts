import { type DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { dataSourceOptions, ensureSchema, runMigrationsLocked } from './data-source-options';

// TypeORM on the `content` schema: entities come from the feature modules (autoLoadEntities),
// migrations run at start.
@Module({})
export class DatabaseModule {
  static forRoot(databaseUrl: string): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRootAsync({
          useFactory: () => ({
            ...dataSourceOptions(databaseUrl),
            autoLoadEntities: true,
            // Migrations run below, at start, under a lock (never synchronize).
            migrationsRun: false,
            retryAttempts: 3,
          }),
          dataSourceFactory: async (opts) => {
            if (!opts) throw new Error('TypeORM options missing');
            await ensureSchema(databaseUrl);
            const dataSource = await new DataSource(opts).initialize();
            try {
              await runMigrationsLocked(dataSource);
            } catch (error) {
              await dataSource.destroy();
              throw error;
            }
            return dataSource;
          },
        }),
      ],
    };
  }
}
