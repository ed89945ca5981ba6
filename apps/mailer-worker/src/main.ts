import 'reflect-metadata';
import { ConfigError } from '@hvac/server-kit';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { loadWorkerEnv, type WorkerEnv } from './config/worker-env';
import { WorkerModule } from './worker.module';

async function main(): Promise<void> {
  let env: WorkerEnv;
  try {
    env = loadWorkerEnv();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`mailer-worker: ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(env), { bufferLogs: true });
  app.useLogger(app.get(Logger));
  // SIGTERM (Kubernetes, compose) or Ctrl-C: close the BullMQ worker, which waits for the jobs in
  // flight, then the SMTP pool and the database, and exit 0 so a drain reads as a clean stop.
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      app.close().then(
        () => process.exit(0),
        (error: unknown) => {
          process.stderr.write(`mailer-worker: shutdown failed: ${String(error)}\n`);
          process.exit(1);
        },
      );
    });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`mailer-worker failed to start: ${(error as Error)?.stack ?? String(error)}\n`);
  process.exit(1);
});
