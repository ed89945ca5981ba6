import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { mailQueueName } from '@hvac/contracts';
import { metricsRegistry, validateEnv } from '@hvac/server-kit';
import { createTestDatabase, reservePort, testRedisUrl } from '@hvac/test-harness';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Queue } from 'bullmq';
import { WorkerEnv } from '../config/worker-env';
import { WorkerModule } from '../worker.module';
import { MailQueueMetrics } from './mail-queue-metrics';
import { WorkerMetrics } from './worker-metrics.service';

const sample = (text: string, series: string) => {
  const escaped = series.replace(/[{}"]/g, (c) => `\\${c}`);
  return Number(new RegExp(`^${escaped} (\\S+)$`, 'm').exec(text)?.[1] ?? NaN);
};

// The mail queue as a scrape reads it: jobs by state and the age of the oldest waiting one, with no
// worker consuming (a prefix of its own on the shared Redis).
describe('mail queue metrics', () => {
  const prefix = `t${randomBytes(4).toString('hex')}`;
  const queue = new Queue(mailQueueName, { connection: { url: testRedisUrl() }, prefix });
  let metrics: MailQueueMetrics;

  beforeAll(() => {
    metrics = new MailQueueMetrics(testRedisUrl(), prefix);
  });
  afterAll(async () => {
    await metrics.close();
    await queue.obliterate({ force: true });
    await queue.close();
  });

  it('reads jobs per state and how long the oldest waiting job has waited', async () => {
    const empty = await metricsRegistry.getSingleMetricAsString('hvac_mail_queue_oldest_waiting_age_seconds');
    expect(sample(empty, 'hvac_mail_queue_oldest_waiting_age_seconds')).toBe(0);
    await queue.add('enquiry-notify', { kind: 'enquiry-notify', enquiryId: 1 }, { jobId: 'a', timestamp: Date.now() - 90_000 });
    await queue.add('enquiry-ack', { kind: 'enquiry-ack', enquiryId: 1 }, { jobId: 'b' });
    await queue.add('enquiry-notify', { kind: 'enquiry-notify', enquiryId: 2 }, { jobId: 'c', delay: 60_000 });
    await queue.add('enquiry-notify', { kind: 'enquiry-notify', enquiryId: 3 }, { jobId: 'd', priority: 1, timestamp: Date.now() - 30_000 });
    const jobs = await metricsRegistry.getSingleMetricAsString('hvac_mail_queue_jobs');
    expect(sample(jobs, 'hvac_mail_queue_jobs{state="waiting"}')).toBe(2);
    expect(sample(jobs, 'hvac_mail_queue_jobs{state="prioritized"}')).toBe(1);
    expect(sample(jobs, 'hvac_mail_queue_jobs{state="delayed"}')).toBe(1);
    expect(sample(jobs, 'hvac_mail_queue_jobs{state="active"}')).toBe(0);
    expect(sample(jobs, 'hvac_mail_queue_jobs{state="failed"}')).toBe(0);
    const age = sample(await metricsRegistry.getSingleMetricAsString('hvac_mail_queue_oldest_waiting_age_seconds'), 'hvac_mail_queue_oldest_waiting_age_seconds');
    expect(age).toBeGreaterThanOrEqual(90);
    expect(age).toBeLessThan(120);
  });
});

// The real worker application: its metrics listener answers on METRICS_PORT, nothing else there.
describe('the worker’s metrics listener', () => {
  let app: INestApplicationContext;
  let port: number;

  beforeAll(async () => {
    const health = await reservePort();
    await health.release();
    const env = validateEnv(WorkerEnv, {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATABASE_URL: await createTestDatabase('worker'),
      REDIS_URL: testRedisUrl(),
      SMTP_URL: 'smtp://127.0.0.1:1',
      SMTP_TLS: 'off',
      PUBLIC_SITE_URL: 'http://localhost:8080',
      MAIL_QUEUE_PREFIX: `t${randomBytes(4).toString('hex')}`,
      HEALTH_PORT: String(health.port),
      METRICS_PORT: '0',
    });
    app = await NestFactory.createApplicationContext(WorkerModule.forRoot(env), { logger: false });
    await app.init();
    port = app.get(WorkerMetrics).port as number;
  }, 60_000);
  afterAll(() => app?.close());

  it('serves process, database pool, queue and mail metrics on GET /metrics only', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(text).toMatch(/^db_pool_connections\{pool="default"\} \d+$/m);
    expect(text).toMatch(/^hvac_mail_queue_jobs\{state="waiting"\} 0$/m);
    expect(text).toMatch(/^hvac_mail_queue_oldest_waiting_age_seconds 0$/m);
    for (const counter of ['hvac_mails_sent_total', 'hvac_mails_failed_total', 'hvac_mail_attempts_failed_total']) expect(text).toContain(`# TYPE ${counter} counter`);
    expect((await fetch(`http://127.0.0.1:${port}/health/live`)).status).toBe(404);
  });
});
