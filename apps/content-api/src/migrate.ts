import 'reflect-metadata';
import { runMigrationJob } from '@hvac/server-kit';
import { contentDatabase } from './database/data-source-options';

runMigrationJob('content-api', contentDatabase);
