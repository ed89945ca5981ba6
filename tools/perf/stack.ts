// A production-mode stack for the audit, bench and chaos commands: every process on a free port with
// its data in a temporary directory, so it never meets `npm start` (or another helper's stack) on
// :8080. Unlike tools/local-stack (the launcher of `npm start`) it keeps a handle on each process, runs several replicas
// of auth-api and content-api behind one gateway, and can stop and restart Postgres, Redis, the
// mail worker and any replica while the rest keeps running.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ParsedMail } from 'mailparser';
import {
  freePort,
  type GatewayUpstreams,
  type LocalPostgres,
  type Managed,
  type RunningGateway,
  type SmtpSink,
  startGateway,
  startLocalPostgres,
  startLocalRedis,
  startLocalS3,
  startProcess,
  startSmtpSink,
  waitForHttp,
  waitForPort,
} from '@hvac/test-harness';
import { repoRoot } from '../repo-root';

export { repoRoot };

// One Node service process that can be killed and started again on the same port.
export type Service = {
  name: string;
  port: number;
  url: string;
  running: () => boolean;
  start: () => Promise<void>;
  kill: (signal?: NodeJS.Signals) => Promise<void>;
};

// The mail catcher can be absent ("SMTP down") and come back on the same port; deliveries of every
// incarnation are kept together with their arrival time.
export type MailCatcher = {
  port: number;
  url: string;
  deliveries: { at: number; mail: ParsedMail }[];
  up: () => boolean;
  start: () => Promise<void>;
  stop: () => Promise<void>;
};

export type StartGatewayFn = (options: { port: number; upstreams: GatewayUpstreams; dataDir: string }) => Promise<RunningGateway>;

export type PerfStackOptions = {
  label: string;
  replicas?: { authApi?: number; contentApi?: number };
  // Extra environment per service, e.g. shorter queue timings for the chaos run.
  env?: { authApi?: Record<string, string>; contentApi?: Record<string, string>; worker?: Record<string, string>; web?: Record<string, string> };
  smtpUp?: boolean;
  // Where web's server-side loaders read content-api: one replica directly (as `npm start` does) or
  // through the gateway, which balances the replicas like a Kubernetes Service would.
  webContentApi?: 'direct' | 'gateway';
  gateway?: StartGatewayFn;
  log?: (line: string) => void;
};

export type PerfStack = {
  baseUrl: string;
  dataDir: string;
  admin: { email: string; password: string };
  databaseUrl: string;
  postgres: { stop: () => Promise<void>; start: () => Promise<void> };
  redis: { url: string; stop: () => Promise<void>; start: () => Promise<void> };
  smtp: MailCatcher;
  authApi: Service[];
  contentApi: Service[];
  worker: Service;
  web: Service;
  gateway: RunningGateway;
  upstreams: GatewayUpstreams;
  stop: () => Promise<void>;
};

export async function startPerfStack(options: PerfStackOptions): Promise<PerfStack> {
  const log = options.log ?? ((line: string) => process.stdout.write(`${line}\n`));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `hvac-${options.label}-`));
  fs.chmodSync(dataDir, 0o755);
  const stoppers: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const stopOne of stoppers.splice(0).reverse()) await stopOne().catch(() => undefined);
    // Postgres may still be writing its last files for a moment after it said it stopped.
    try {
      fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 300 });
    } catch (error) {
      process.stderr.write(`could not remove ${dataDir}: ${String(error)}\n`);
    }
  };

  try {
    const port = {
      gateway: await freePort(),
      postgres: await freePort(),
      redis: await freePort(),
      s3: await freePort(),
      smtp: await freePort(),
      worker: await freePort(),
      web: await freePort(),
    };
    log(`starting Postgres, Redis and the object store under ${dataDir}`);
    const pg: LocalPostgres = await startLocalPostgres(path.join(dataDir, 'postgres'), port.postgres);
    let pgUp = true;
    stoppers.push(async () => {
      if (pgUp) await pg.stop();
    });
    await pg.createDatabase('hvac');
    const databaseUrl = pg.url('hvac');

    let redisProc: Managed | null = await startLocalRedis(path.join(dataDir, 'redis'), port.redis);
    stoppers.push(async () => {
      await redisProc?.stop();
    });
    const redisUrl = `redis://127.0.0.1:${port.redis}`;
    const s3 = await startLocalS3(path.join(dataDir, 's3'), port.s3);
    stoppers.push(() => s3.stop());

    const smtp = mailCatcher(port.smtp);
    stoppers.push(() => smtp.stop());
    if (options.smtpUp !== false) await smtp.start();

    const siteUrl = `http://localhost:${port.gateway}`;
    const admin = { email: 'owner@example.com', password: `Perf-${randomBytes(18).toString('base64url')}` };
    const signingKey = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const shared = {
      PATH: process.env['PATH'] ?? '',
      HOME: process.env['HOME'] ?? '',
      NODE_ENV: 'production',
      // Production has no default for it: the local gateway's loopback.
      TRUSTED_PROXIES: '127.0.0.0/8,::1/128',
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      PUBLIC_SITE_URL: siteUrl,
      JWT_ISSUER: 'hvac-auth',
      JWT_AUDIENCE: 'hvac-site',
      // Required in production: auth-api seals account mail links with it, mailer-worker opens them.
      ACCOUNT_MAIL_KEY: randomBytes(32).toString('base64url'),
    };

    const logDir = path.join(dataDir, 'logs');
    fs.mkdirSync(logDir, { recursive: true });
    const makeService = (name: string, entry: string, servicePort: number, env: Record<string, string>, readyPath: string): Service => {
      let proc: Managed | null = null;
      const url = `http://127.0.0.1:${servicePort}`;
      const running = () => proc !== null && proc.child.exitCode === null && proc.child.signalCode === null;
      const service: Service = {
        name,
        port: servicePort,
        url,
        running,
        start: async () => {
          if (running()) return;
          const started = startProcess(name, process.execPath, [entry], { cwd: repoRoot, env: { ...shared, ...env }, quiet: true });
          proc = started;
          const output: string[] = [];
          started.child.stderr?.on('data', (c: Buffer) => output.push(c.toString()));
          // Every incarnation's output goes to one log per service, for the reports to quote.
          const logFile = fs.createWriteStream(path.join(logDir, `${name.replace(/\W+/g, '-')}.log`), { flags: 'a' });
          started.child.stdout?.pipe(logFile, { end: false });
          started.child.stderr?.pipe(logFile, { end: false });
          started.child.once('exit', () => setTimeout(() => logFile.end(), 100));
          const failed = new Promise<never>((_, reject) =>
            started.child.once('exit', (code, signal) =>
              reject(new Error(`${name} exited (${code ?? signal}) while starting: ${output.join('').slice(-800)}`)),
            ),
          );
          failed.catch(() => undefined);
          await Promise.race([waitForHttp(`${url}${readyPath}`, 120_000, (s) => s === 200), failed]);
        },
        kill: async (signal = 'SIGKILL') => {
          const current = proc;
          if (!current || !running()) return;
          await current.stop(signal);
        },
      };
      stoppers.push(() => service.kill('SIGTERM'));
      return service;
    };

    const authEnv = {
      JWT_PRIVATE_KEY: signingKey,
      // Required in production; shared by the replicas, as a deployment's secrets are.
      DEVICE_COOKIE_SECRET: randomBytes(32).toString('base64url'),
      SECOND_FACTOR_KEY: randomBytes(32).toString('base64url'),
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      ADMIN_NAME: 'Site Owner',
      ...options.env?.authApi,
    };
    // One API's replicas, each on its own free port, named <app>#1, <app>#2, ...
    // ports: more ports a replica listens on besides PORT (content-api's analytics collector).
    const makeReplicas = async (app: 'auth-api' | 'content-api', count: number, env: Record<string, string>, ports: () => Promise<Record<string, string>> = async () => ({})): Promise<Service[]> => {
      const replicas: Service[] = [];
      for (let i = 0; i < count; i++) {
        const p = await freePort();
        replicas.push(makeService(`${app}#${i + 1}`, `apps/${app}/dist/main.js`, p, { ...env, ...(await ports()), PORT: String(p) }, '/health/ready'));
      }
      return replicas;
    };
    const authApi = await makeReplicas('auth-api', options.replicas?.authApi ?? 1, authEnv);
    const jwksUrl = `${authApi[0]?.url}/api/users/.well-known/jwks.json`;
    const contentEnv = {
      JWKS_URL: jwksUrl,
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY: s3.accessKey,
      S3_SECRET_KEY: s3.secretKey,
      S3_BUCKET: 'media',
      S3_REGION: 'us-east-1',
      // The measurements read the sample posts and town pages.
      SEED_SAMPLE_CONTENT: 'true',
      ...options.env?.contentApi,
    };
    const analyticsPorts: number[] = [];
    const contentApi = await makeReplicas('content-api', options.replicas?.contentApi ?? 1, contentEnv, async () => {
      analyticsPorts.push(await freePort());
      return { ANALYTICS_PORT: String(analyticsPorts.at(-1)) };
    });
    const worker = makeService(
      'mailer-worker',
      'apps/mailer-worker/dist/main.js',
      port.worker,
      { SMTP_URL: smtp.url, SMTP_TLS: 'off', HEALTH_PORT: String(port.worker), ...options.env?.worker },
      '/health/live',
    );
    const webContentApi = options.webContentApi === 'gateway' ? `http://127.0.0.1:${port.gateway}` : (contentApi[0]?.url ?? '');
    const web = makeService(
      'web',
      'apps/web/dist/server/main.js',
      port.web,
      { PORT: String(port.web), CONTENT_API_URL: webContentApi, ...options.env?.web },
      '/favicon.svg',
    );

    // The first replica migrates and seeds alone; the others then start together.
    log(`starting auth-api ×${authApi.length}, content-api ×${contentApi.length}, mailer-worker and web (NODE_ENV=production)`);
    await authApi[0]?.start();
    await contentApi[0]?.start();
    await Promise.all([...authApi.slice(1), ...contentApi.slice(1)].map((s) => s.start()));
    await worker.start();

    const upstreams: GatewayUpstreams = {
      web: `127.0.0.1:${port.web}`,
      authApi: authApi.map((s) => `127.0.0.1:${s.port}`),
      contentApi: contentApi.map((s) => `127.0.0.1:${s.port}`),
      analytics: analyticsPorts.map((p) => `127.0.0.1:${p}`),
      media: { endpoint: s3.endpoint, bucket: 'media' },
    };
    const gateway = await (options.gateway ?? startGateway)({ port: port.gateway, upstreams, dataDir: path.join(dataDir, 'gateway') });
    stoppers.push(() => gateway.stop());
    // web checks its content-api at start only through its first requests; it may need the gateway.
    await web.start();
    await waitForHttp(`${siteUrl}/`, 60_000, (s) => s === 200);

    return {
      baseUrl: siteUrl,
      dataDir,
      admin,
      databaseUrl,
      postgres: {
        stop: async () => {
          await pg.stop();
          pgUp = false;
        },
        start: async () => {
          await pg.start();
          pgUp = true;
        },
      },
      redis: {
        url: redisUrl,
        stop: async () => {
          await redisProc?.stop();
          redisProc = null;
        },
        start: async () => {
          redisProc = await startLocalRedis(path.join(dataDir, 'redis'), port.redis);
          await waitForPort(port.redis);
        },
      },
      smtp,
      authApi,
      contentApi,
      worker,
      web,
      gateway,
      upstreams,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

function mailCatcher(port: number): MailCatcher {
  let sink: SmtpSink | null = null;
  const deliveries: MailCatcher['deliveries'] = [];
  let watcher: NodeJS.Timeout | null = null;
  let drain = () => undefined as void;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    deliveries,
    up: () => sink !== null,
    start: async () => {
      if (sink) return;
      const current = await startSmtpSink(port);
      sink = current;
      // The sink appends parsed mails to its own array; stamp each as it arrives.
      let seen = 0;
      drain = () => {
        while (seen < current.messages.length) {
          const mail = current.messages[seen++];
          if (mail) deliveries.push({ at: Date.now(), mail });
        }
      };
      watcher = setInterval(drain, 20);
    },
    stop: async () => {
      const current = sink;
      if (!current) return;
      sink = null;
      await Promise.race([current.stop(), new Promise((r) => setTimeout(r, 2000))]);
      if (watcher) clearInterval(watcher);
      drain();
      watcher = null;
    },
  };
}

// Ctrl-C (or a SIGTERM) during a run still stops every process the stack started.
export function stopOnSignals(stack: PerfStack): () => void {
  const handler = (signal: NodeJS.Signals) => {
    process.stderr.write(`\n${signal}: stopping the stack…\n`);
    void stack.stop().finally(() => process.exit(130));
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.once(signal, handler);
  return () => {
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.off(signal, handler);
  };
}
