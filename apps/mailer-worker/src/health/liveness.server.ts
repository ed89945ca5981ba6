import { createServer, type Server } from 'node:http';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { WORKER_ENV } from '../config/worker-env.provider';
import type { WorkerEnv } from '../config/worker-env';
import { MailWorker } from '../jobs/mail-worker.service';

// The worker has no public HTTP. This tiny listener answers the Kubernetes liveness probe:
// 200 while the event loop turns and the BullMQ worker runs, 503 once it has stopped.
@Injectable()
export class LivenessServer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Liveness');
  private server?: Server;

  constructor(
    private readonly worker: MailWorker,
    @Inject(WORKER_ENV) private readonly env: WorkerEnv,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.server = createServer((req, res) => {
      if (req.method !== 'GET' || req.url !== '/health/live') {
        res.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"Not found"}');
        return;
      }
      const live = this.worker.isRunning();
      res.writeHead(live ? 200 : 503, { 'content-type': 'application/json' }).end(JSON.stringify({ status: live ? 'ok' : 'stopped' }));
    });
    await new Promise<void>((resolve, reject) => {
      this.server?.once('error', reject);
      this.server?.listen(this.env.HEALTH_PORT, () => resolve());
    });
    this.logger.log({ port: this.env.HEALTH_PORT }, 'liveness endpoint listening on /health/live');
  }

  async onApplicationShutdown(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
