import { type DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { dataSourceOptions, ensureSchema } from './data-source-options';

// TypeORM on the `content` schema: entities come from the feature modules (autoLoadEntities),
// migrations run at start (never synchronize).
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
            migrationsRun: true,
            retryAttempts: 3,
          }),
          dataSourceFactory: async (opts) => {
            if (!opts) throw new Error('TypeORM options missing');
            await ensureSchema(databaseUrl);
            return new DataSource(opts).initialize();
          },
        }),
      ],
    };
  }
}
