import { type DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { dataSourceOptions, ensureSchema } from './data-source-options';
import { runMigrationsLocked } from './run-migrations';

// TypeORM on the `auth` schema; pending migrations run at start, one replica at a time (never synchronize).
@Module({})
export class DatabaseModule {
  static forRoot(databaseUrl: string): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRootAsync({
          useFactory: () => ({ ...dataSourceOptions(databaseUrl), retryAttempts: 3 }),
          dataSourceFactory: async (opts) => {
            if (!opts) throw new Error('TypeORM options missing');
            await ensureSchema(databaseUrl);
            const dataSource = await new DataSource(opts).initialize();
            await runMigrationsLocked(dataSource);
            return dataSource;
          },
        }),
      ],
    };
  }
}
