// `npm run bench:mail`: a burst of contact forms through the real content-api and mailer-worker
// processes into a local SMTP server. Prints how fast submissions are accepted (stored + queued)
// and how fast mails are delivered. A benchmark, not a test: numbers depend on the machine.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { Client } from 'pg';
import { freePort, type Managed, startProcess, startSmtpSink, startTestInfra, waitForHttp } from '@hvac/test-harness';

const submissions = Number(process.env['BENCH_SUBMISSIONS'] ?? 1000);
const parallel = Number(process.env['BENCH_PARALLEL'] ?? 50);
const concurrency = process.env['WORKER_CONCURRENCY'] ?? '10';
const repoRoot = path.resolve(__dirname, '../..');

async function main(): Promise<void> {
  process.stdout.write('building content-api and mailer-worker...\n');
  execFileSync('npx', ['nx', 'run-many', '-t', 'build', '-p', 'content-api', 'mailer-worker', '--output-style=static'], {
    cwd: repoRoot,
    stdio: 'ignore',
  });

  const infra = await startTestInfra();
  const procs: Managed[] = [];
  const sink = await startSmtpSink();
  try {
    const admin = new Client({ connectionString: infra.env['TEST_DATABASE_ADMIN_URL'] });
    await admin.connect();
    await admin.query('CREATE DATABASE bench');
    await admin.end();
    const databaseUrl = new URL(infra.env['TEST_DATABASE_ADMIN_URL'] ?? '');
    databaseUrl.pathname = '/bench';

    const [apiPort, healthPort] = [await freePort(), await freePort()];
    const common = {
      PATH: process.env['PATH'] ?? '',
      NODE_ENV: 'production',
      // Production has no default for it: the local gateway's loopback.
      TRUSTED_PROXIES: '127.0.0.0/8,::1/128',
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl.toString(),
      REDIS_URL: infra.env['TEST_REDIS_URL'] ?? '',
      PUBLIC_SITE_URL: 'http://localhost:8080',
      // Required of mailer-worker in production (the key of account mail links).
      ACCOUNT_MAIL_KEY: randomBytes(32).toString('base64url'),
    };
    procs.push(
      startProcess('content-api', process.execPath, ['apps/content-api/dist/main.js'], {
        cwd: repoRoot,
        quiet: true,
        env: {
          ...common,
          PORT: String(apiPort),
          JWKS_URL: 'http://127.0.0.1:1/api/users/.well-known/jwks.json',
          S3_ENDPOINT: infra.env['TEST_S3_ENDPOINT'] ?? '',
          S3_ACCESS_KEY: infra.env['TEST_S3_ACCESS_KEY'] ?? '',
          S3_SECRET_KEY: infra.env['TEST_S3_SECRET_KEY'] ?? '',
          S3_BUCKET: 'bench',
        },
      }),
    );
    await waitForHttp(`http://127.0.0.1:${apiPort}/health/ready`, 120_000, (s) => s === 200);
    procs.push(
      startProcess('mailer-worker', process.execPath, ['apps/mailer-worker/dist/main.js'], {
        cwd: repoRoot,
        quiet: true,
        env: { ...common, SMTP_URL: `smtp://127.0.0.1:${sink.port}`, SMTP_TLS: 'off', HEALTH_PORT: String(healthPort), WORKER_CONCURRENCY: concurrency },
      }),
    );
    await waitForHttp(`http://127.0.0.1:${healthPort}/health/live`, 60_000, (s) => s === 200);

    process.stdout.write(`sending ${submissions} contact forms, ${parallel} at a time (worker concurrency ${concurrency})...\n`);
    const started = performance.now();
    let next = 0;
    let accepted = 0;
    const lane = async () => {
      while (next < submissions) {
        const n = next++;
        const res = await fetch(`http://127.0.0.1:${apiPort}/send-contact-form-main`, {
          method: 'POST',
          // One visitor address per submission, as the gateway would report them: the per-IP limit stays out of the way.
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` },
          body: JSON.stringify({
            formType: 'Contact Page Form',
            name: `Bench Visitor ${n}`,
            email: `bench${n}@example.org`,
            subject: `Benchmark enquiry ${n}`,
            message: 'A furnace that will not start. Please call me back about a repair visit this week.',
          }),
        });
        const body = (await res.json()) as { msg?: string };
        if (res.status === 200 && body.msg === 'success') accepted++;
      }
    };
    await Promise.all(Array.from({ length: parallel }, lane));
    const acceptedAt = performance.now();
    const expectedMails = accepted * 2;
    await sink.waitFor(expectedMails, 600_000);
    const deliveredAt = performance.now();

    const seconds = (ms: number) => ms / 1000;
    const lines = [
      '',
      `submissions accepted: ${accepted}/${submissions} in ${seconds(acceptedAt - started).toFixed(2)} s = ${(accepted / seconds(acceptedAt - started)).toFixed(1)} submissions/s`,
      `mails delivered:      ${sink.messages.length} in ${seconds(deliveredAt - started).toFixed(2)} s from the first submission = ${(sink.messages.length / seconds(deliveredAt - started)).toFixed(1)} mails/s`,
      `queue drained ${seconds(deliveredAt - acceptedAt).toFixed(2)} s after the last submission was accepted`,
      '',
    ];
    process.stdout.write(lines.join('\n'));
    if (accepted !== submissions) process.exitCode = 1;
  } finally {
    await Promise.allSettled(procs.map((p) => p.stop()));
    await sink.stop();
    await infra.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`bench:mail failed: ${String((error as Error)?.stack ?? error)}\n`);
  process.exit(1);
});
