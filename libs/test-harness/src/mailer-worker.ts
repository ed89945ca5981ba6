import { freePort, waitForHttp } from './ports';
import { type Managed, startProcess, untilReady } from './processes';
import { testRedisUrl } from './test-infra';

export type MailerWorkerSettings = {
  repoRoot: string;
  databaseUrl: string;
  smtpPort: number;
  queuePrefix: string;
  mailFrom: string;
  enquiryTo: string;
  publicSiteUrl: string;
  // What a test sets beyond these (a key, a shorter lock, a concurrency).
  env?: Record<string, string>;
};

export type TestMailerWorker = Managed & { healthPort: number };

// The real mailer-worker (node apps/mailer-worker/dist/main.js, built beforehand) on the test Redis, its health on
// a free port; resolves once it answers live, and fails with its own output if it stops or never does.
export async function startMailerWorker(settings: MailerWorkerSettings): Promise<TestMailerWorker> {
  const healthPort = await freePort();
  const proc = startProcess('mailer-worker', process.execPath, ['apps/mailer-worker/dist/main.js'], {
    cwd: settings.repoRoot,
    quiet: !process.env['SHOW_WORKER_LOGS'],
    env: {
      PATH: process.env['PATH'] ?? '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATABASE_URL: settings.databaseUrl,
      REDIS_URL: testRedisUrl(),
      SMTP_URL: `smtp://127.0.0.1:${settings.smtpPort}`,
      SMTP_TLS: 'off',
      MAIL_FROM: settings.mailFrom,
      ENQUIRY_TO: settings.enquiryTo,
      PUBLIC_SITE_URL: settings.publicSiteUrl,
      HEALTH_PORT: String(healthPort),
      METRICS_PORT: '0',
      MAIL_QUEUE_PREFIX: settings.queuePrefix,
      ...settings.env,
    },
  });
  await untilReady(proc, waitForHttp(`http://127.0.0.1:${healthPort}/health/live`, 30_000, (s) => s === 200));
  return { ...proc, healthPort };
}
