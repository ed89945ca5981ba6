import 'reflect-metadata';
import { ConfigError, validateEnv } from '@hvac/server-kit';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { WorkerEnv } from './config/worker-env';
import { WorkerModule } from './worker.module';

async function main(): Promise<void> {
  let env: WorkerEnv;
  try {
    env = validateEnv(WorkerEnv);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`mailer-worker: ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(env), { bufferLogs: true });
  app.useLogger(app.get(Logger));
  // SIGTERM closes the BullMQ worker first, which waits for the jobs in flight.
  app.enableShutdownHooks(['SIGTERM', 'SIGINT']);
}

main().catch((error: unknown) => {
  process.stderr.write(`mailer-worker failed to start: ${(error as Error)?.stack ?? String(error)}\n`);
  process.exit(1);
});
