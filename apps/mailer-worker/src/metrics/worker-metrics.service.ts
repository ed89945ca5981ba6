import { type MetricsServer, registerServiceMetrics, startMetricsServer } from '@hvac/server-kit';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { WORKER_ENV } from '../config/worker-env.provider';
import type { WorkerEnv } from '../config/worker-env';
import { MailQueueMetrics } from './mail-queue-metrics';

// The worker's metrics listener on METRICS_PORT (GET /metrics): process and database pool metrics,
// the mail queue, and the mails sent and failed (mail-metrics.ts). Like the liveness listener, the
// gateway never routes to it.
@Injectable()
export class WorkerMetrics implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Metrics');
  private server?: MetricsServer;
  private queue?: MailQueueMetrics;

  constructor(
    private readonly moduleRef: ModuleRef,
    @Inject(WORKER_ENV) private readonly env: WorkerEnv,
  ) {}

  get port(): number | undefined {
    return this.server?.port;
  }

  async onApplicationBootstrap(): Promise<void> {
    registerServiceMetrics(this.moduleRef);
    this.queue = new MailQueueMetrics(this.env.REDIS_URL, this.env.MAIL_QUEUE_PREFIX);
    const port = this.env.METRICS_PORT;
    // A port held by another process must not stop the mail: the failed scrape raises the alert.
    this.server = await startMetricsServer(port).catch((error: Error) => {
      this.logger.error({ port, err: error.message }, 'metrics endpoint not started');
      return undefined;
    });
    if (this.server) this.logger.log({ port: this.server.port }, 'metrics endpoint listening on /metrics');
  }

  async onApplicationShutdown(): Promise<void> {
    await this.server?.close();
    await this.queue?.close();
  }
}
