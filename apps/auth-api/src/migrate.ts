import 'reflect-metadata';
import { runMigrationJob } from '@hvac/server-kit';
import { DatabaseEnv } from './config/database-env';
import { authDatabase } from './database/data-source-options';

runMigrationJob('auth-api', authDatabase, DatabaseEnv);
