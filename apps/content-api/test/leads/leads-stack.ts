import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { mailQueueName } from '@hvac/contracts';
import { freePort, type Managed, type SmtpSink, startMailerWorker, startSmtpSink, testRedisUrl } from '@hvac/test-harness';
import { Queue } from 'bullmq';
import type { ParsedMail } from 'mailparser';
import { startTestApp, type TestApp } from '../test-app';

const repoRoot = path.resolve(__dirname, '../../../..');
const workerRoot = path.join(repoRoot, 'apps/mailer-worker');

export const mailFrom = 'Halton Test <no-reply@mail.test>';
export const enquiryTo = 'Office Inbox <office@business.test>';

// The worker runs as the real process (node apps/mailer-worker/dist/main.js). Building it is a
// second of swc; the lock keeps parallel test files from writing dist at the same time. A build that is
// already newer than every source file is kept: rewriting dist while another test file's worker loads
// it once handed that worker half-written modules (Nest then reports a circular dependency).
let built = false;
const newestSource = (dir: string): number =>
  Math.max(0, ...fs.readdirSync(dir, { withFileTypes: true }).map((e) => (e.isDirectory() ? newestSource(path.join(dir, e.name)) : fs.statSync(path.join(dir, e.name)).mtimeMs)));
const workerBuildIsFresh = () => {
  const main = path.join(workerRoot, 'dist/main.js');
  return fs.existsSync(main) && fs.statSync(main).mtimeMs >= newestSource(path.join(workerRoot, 'src'));
};
export function buildWorker(): void {
  if (built || workerBuildIsFresh()) return;
  execFileSync(
    'flock',
    [
      '/tmp/hvac-mailer-worker-build.lock',
      path.join(repoRoot, 'node_modules/.bin/swc'),
      'src',
      '-d',
      'dist',
      '--strip-leading-paths',
      '--config-file',
      '../../.swcrc',
      '--ignore',
      '**/*.spec.ts',
    ],
    { cwd: workerRoot, stdio: 'pipe' },
  );
  built = true;
}

export type LeadsStack = {
  t: TestApp;
  prefix: string;
  smtpPort: number;
  sink: SmtpSink | null;
  // The running SMTP server; a test that calls it without one has a bug.
  mails: () => SmtpSink;
  queue: Queue;
  startSink: () => Promise<SmtpSink>;
  stopSink: () => Promise<void>;
  startWorker: (env?: Record<string, string>) => Promise<Worker>;
  close: () => Promise<void>;
};

export type Worker = Managed & { healthPort: number };

// content-api in-process, a real SMTP server (started on demand, so tests can keep it "down"), and
// mailer-worker processes, all on a private BullMQ prefix so test files never share jobs.
export { freePort };

export async function startLeadsStack(overrides: Record<string, string> = {}): Promise<LeadsStack> {
  buildWorker();
  const prefix = `t${randomBytes(4).toString('hex')}`;
  const t = await startTestApp({
    MAIL_QUEUE_PREFIX: prefix,
    MAIL_BACKOFF_MS: '100',
    MAIL_SWEEP_INTERVAL_MS: '60000',
    MAIL_SWEEP_AFTER_MS: '60000',
    LEADS_RATE_LIMIT: '1000',
    ...(process.env['SHOW_APP_LOGS'] ? { LOG_LEVEL: 'warn' } : {}),
    ...overrides,
  });
  const queue = new Queue(mailQueueName, { connection: { url: testRedisUrl() }, prefix });
  const smtpPort = await freePort();
  const workers: Worker[] = [];
  const stack: LeadsStack = {
    t,
    prefix,
    smtpPort,
    sink: null,
    mails: () => {
      if (!stack.sink) throw new Error('no SMTP server is running');
      return stack.sink;
    },
    queue,
    startSink: async () => {
      stack.sink = await startSmtpSink(smtpPort);
      return stack.sink;
    },
    stopSink: async () => {
      await stack.sink?.stop();
      stack.sink = null;
    },
    startWorker: async (env = {}) => {
      const worker = await startMailerWorker({
        repoRoot,
        databaseUrl: t.env.DATABASE_URL,
        smtpPort,
        queuePrefix: prefix,
        mailFrom,
        enquiryTo,
        publicSiteUrl: t.env.PUBLIC_SITE_URL,
        env: { WORKER_CONCURRENCY: '4', MAIL_LOCK_DURATION_MS: '5000', ...env },
      });
      workers.push(worker);
      return worker;
    },
    close: async () => {
      await Promise.allSettled(workers.map((w) => w.stop('SIGKILL')));
      await stack.sink?.stop();
      await queue.obliterate({ force: true }).catch(() => undefined);
      await queue.close();
      await t.close();
    },
  };
  return stack;
}

// The stack with its SMTP server and one worker running, so mails flow from the first test on.
export async function startMailingStack(overrides: Record<string, string> = {}): Promise<LeadsStack> {
  const stack = await startLeadsStack(overrides);
  await stack.startSink();
  await stack.startWorker();
  return stack;
}

// A fresh fake client address per call: the rate limit counts per IP, and the gateway's
// X-Forwarded-For is what the app trusts. Each test file draws its own range, since the counters
// live in the Redis all test files share.
const ipRange = `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
let ipCounter = 0;
export function visitorIp(): string {
  ipCounter++;
  return `${ipRange}.${(ipCounter % 250) + 1}`;
}

export const visitorIpPattern = new RegExp(`^${ipRange.replace(/\./g, '\\.')}\\.`);

export async function postJson(
  t: TestApp,
  route: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const init = {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': visitorIp(), ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  };
  // A kept-alive socket the server closes just as it is reused resets (seen on a loaded machine).
  // Sending again is what a visitor does, and the enquiry dedupe makes it safe.
  const res = await fetch(`${t.baseUrl}${route}`, init).catch(() => fetch(`${t.baseUrl}${route}`, init));
  const text = await res.text();
  let parsed: Record<string, unknown>;
  try {
    parsed = JSON.parse(text) as Record<string, unknown>;
  } catch {
    parsed = { raw: text };
  }
  return { status: res.status, body: parsed };
}

export const contactForm = (n: number, extra: Record<string, unknown> = {}) => ({
  formType: 'Contact Page Form',
  name: `Visitor ${n}`,
  email: `visitor${n}@example.org`,
  subject: `Furnace check ${n}`,
  message: `Please call me about my furnace (${n}).`,
  ...extra,
});

// Mails grouped by Message-ID (the worker makes it from the job id).
export function countByMessageId(mails: ParsedMail[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const m of mails) counts.set(m.messageId ?? '?', (counts.get(m.messageId ?? '?') ?? 0) + 1);
  return counts;
}

export async function waitUntil(check: () => Promise<boolean> | boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

// Sends `count` contact forms, `parallel` at a time, each from its own address.
export async function submitBurst(t: TestApp, count: number, parallel = 20, first = 0): Promise<{ status: number; body: Record<string, unknown> }[]> {
  const replies: { status: number; body: Record<string, unknown> }[] = [];
  let next = first;
  const end = first + count;
  const lane = async () => {
    while (next < end) {
      const n = next++;
      replies.push(await postJson(t, '/send-contact-form-main', contactForm(n)));
    }
  };
  await Promise.all(Array.from({ length: parallel }, lane));
  return replies;
}

export const expectedMessageIds = (ids: number[]) => ids.flatMap((id) => [`<enquiry-${id}-notify@mail.test>`, `<enquiry-${id}-ack@mail.test>`]);
