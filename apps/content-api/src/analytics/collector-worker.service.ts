import { existsSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { listenHost, loadHttpEdge } from '@hvac/server-kit';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectEnv } from '../config/env.module';
import type { ContentEnv } from '../config/content-env';
import { ANALYTICS_ENV, type AnalyticsEnv } from './analytics.config';
import type { CollectorRequest, CollectorSettings, CollectorUpdate } from './collector-protocol';

// The worker runs compiled JavaScript: beside this file once built; under Jest, which runs the sources,
// from the build the test target makes first.
const builtWorker = path.join(__dirname, 'collector.worker.js');
const workerFile = existsSync(builtWorker) ? builtWorker : path.resolve(__dirname, '../../dist/analytics/collector.worker.js');

// Starts the beacon's collector (collector.worker.ts) in a worker thread of this process, on its own
// port (ANALYTICS_PORT), when the app starts, and stops it, writing every event it holds, when the app
// stops. A worker that ends unexpectedly is started again.
@Injectable()
export class CollectorWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('AnalyticsCollector');
  private worker?: Worker;
  private stopping = false;
  private nextId = 0;
  private readonly pending = new Map<number, () => void>();
  // The port it listens on (ANALYTICS_PORT, or the one the system chose for 0).
  port?: number;

  constructor(
    @Inject(ANALYTICS_ENV) private readonly analytics: AnalyticsEnv,
    @InjectEnv() private readonly env: ContentEnv,
  ) {}

  onApplicationBootstrap(): Promise<void> {
    return this.start();
  }

  // Writes the events the collector holds now (the tests read them at once).
  flush(): Promise<void> {
    return this.request('flush');
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopping = true;
    if (this.worker) await this.request('stop');
  }

  private start(): Promise<void> {
    const { ANALYTICS_PORT, ANALYTICS_RATE_LIMIT, ANALYTICS_FLUSH_MS, ANALYTICS_FLUSH_EVENTS, ANALYTICS_BUFFER_MAX } = this.analytics;
    const settings: CollectorSettings = {
      port: this.port ?? ANALYTICS_PORT,
      host: listenHost,
      databaseUrl: this.env.DATABASE_URL,
      publicSiteUrl: this.env.PUBLIC_SITE_URL,
      trustedProxies: loadHttpEdge().trustedProxies,
      rateLimit: ANALYTICS_RATE_LIMIT,
      buffer: { ANALYTICS_FLUSH_MS, ANALYTICS_FLUSH_EVENTS, ANALYTICS_BUFFER_MAX },
    };
    const worker = new Worker(workerFile, { workerData: settings });
    this.worker = worker;
    let listened = false;
    return new Promise((resolve, reject) => {
      worker.on('message', (update: CollectorUpdate) => {
        if (update.type === 'listening') {
          this.port = update.port;
          listened = true;
          resolve();
        } else if (update.type === 'failed') reject(new Error(`the analytics collector cannot listen on port ${settings.port}: ${update.message}`));
        else if (update.type === 'warn') this.logger.warn(update.fields, update.message);
        else this.pending.get(update.id)?.();
      });
      worker.on('error', (error) => this.logger.error({ err: String(error) }, 'the analytics collector failed'));
      worker.on('exit', () => {
        this.worker = undefined;
        for (const done of this.pending.values()) done();
        this.pending.clear();
        // One that never listened has failed its start (reported above), not stopped.
        if (this.stopping || !listened) return;
        this.logger.error('the analytics collector stopped; starting it again');
        void this.start().catch((error: unknown) => this.logger.error({ err: String(error) }, 'the analytics collector did not start again'));
      });
    });
  }

  private request(type: CollectorRequest['type']): Promise<void> {
    const worker = this.worker;
    if (!worker) return Promise.resolve();
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.pending.set(id, () => {
        this.pending.delete(id);
        resolve();
      });
      worker.postMessage({ type, id } satisfies CollectorRequest);
    });
  }
}
