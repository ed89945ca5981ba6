// The whole stack on one machine (`npm start`, and the stacks of the browser and stack tests). Every
// external dependency (Postgres, Redis, the object store, SMTP) is used from the environment when
// configured and started locally otherwise; data lives under the data directory so a second start keeps it.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  isAddressInUse,
  isPortFree,
  localSiteHosts,
  type Managed,
  outputMatches,
  reservePort,
  startGateway,
  startLocalPostgres,
  startLocalRedis,
  startLocalS3,
  startOnFreePort,
  startProcess,
  untilReady,
  waitForHttp,
} from '@hvac/test-harness';

export const repoRoot = path.resolve(__dirname, '../../..');

export type StackPorts = {
  gateway: number;
  web: number;
  authApi: number;
  contentApi: number;
  // content-api's analytics collector (ANALYTICS_PORT).
  analytics: number;
  workerHealth: number;
  postgres: number;
  redis: number;
  s3: number;
  smtp: number;
  mailInbox: number;
};

export type LaunchOptions = {
  dataDir: string;
  env: NodeJS.ProcessEnv;
  // 0: any free port, taken when that server starts (see ports.ts).
  ports: StackPorts;
  quiet?: boolean;
};

export type RunningStack = {
  siteUrl: string;
  mailInboxUrl: string | null;
  admin: { email: string; password: string };
  env: Record<string, string>;
  // The ports the servers listen on.
  ports: StackPorts;
  stopPostgres: (() => Promise<void>) | null;
  startPostgres: (() => Promise<void>) | null;
  stop: () => Promise<void>;
};

export const defaultPorts: StackPorts = {
  gateway: 8080,
  web: 3000,
  authApi: 3001,
  contentApi: 3002,
  analytics: 3012,
  workerHealth: 3003,
  postgres: 5433,
  redis: 6380,
  s3: 9000,
  smtp: 1025,
  mailInbox: 1080,
};

// For stacks started by tests and benchmarks: any free ports, so they never clash with `npm start`.
export const anyPorts: StackPorts = { gateway: 0, web: 0, authApi: 0, contentApi: 0, analytics: 0, workerHealth: 0, postgres: 0, redis: 0, s3: 0, smtp: 0, mailInbox: 0 };

class PortInUseError extends Error {}

// The admin password of a local install is random, made once and kept with the data.
function localAdminPassword(dataDir: string): string {
  const file = path.join(dataDir, 'admin-password');
  if (!fs.existsSync(file)) fs.writeFileSync(file, `${randomBytes(12).toString('base64url')}\n`, { mode: 0o600 });
  return fs.readFileSync(file, 'utf8').trim();
}

// A fixed port is used as given (a taken one is an error naming it); port 0 means any free port, tried
// again elsewhere when the server finds the one it was given taken.
function onPort<T>(port: number, start: (port: number) => Promise<T>): Promise<T> {
  return port === 0 ? startOnFreePort(start) : start(port);
}

export async function launchStack(options: LaunchOptions): Promise<RunningStack> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await launchOnce(options);
    } catch (error) {
      // The gateway's port is chosen first (the services are told the site's address); if it was
      // taken by someone else before nginx bound it, the whole stack starts again elsewhere.
      if (options.ports.gateway !== 0 || attempt >= 3 || !(error instanceof GatewayPortTaken)) throw error;
    }
  }
}

class GatewayPortTaken extends Error {}

async function launchOnce(options: LaunchOptions): Promise<RunningStack> {
  const { dataDir, env, quiet = false } = options;
  const ports = { ...options.ports };
  fs.mkdirSync(dataDir, { recursive: true });
  fs.chmodSync(dataDir, 0o755);

  const local = {
    postgres: !env['DATABASE_URL'],
    redis: !env['REDIS_URL'],
    s3: !env['S3_ENDPOINT'],
    smtp: !env['SMTP_URL'],
  };
  const wanted: [string, number][] = [
    ['gateway', ports.gateway],
    ['web', ports.web],
    ['auth-api', ports.authApi],
    ['content-api', ports.contentApi],
    ['content-api analytics', ports.analytics],
    ['mailer-worker health', ports.workerHealth],
  ];
  if (local.postgres) wanted.push(['postgres', ports.postgres]);
  if (local.redis) wanted.push(['redis', ports.redis]);
  if (local.s3) wanted.push(['object store', ports.s3]);
  if (local.smtp) wanted.push(['mail catcher SMTP', ports.smtp], ['mail inbox', ports.mailInbox]);
  // Said up front for the ports a person chose, so that a second `npm start` stops at once. A port
  // taken after this check still stops the start, with the server's own message.
  const busy: string[] = [];
  for (const [name, port] of wanted) if (port !== 0 && !(await isPortFree(port))) busy.push(`${port} (${name})`);
  if (busy.length > 0) {
    throw new PortInUseError(
      `Port${busy.length > 1 ? 's' : ''} already in use: ${busy.join(', ')}. Stop whatever uses ${busy.length > 1 ? 'them' : 'it'} (is another \`npm start\` running?) and try again.`,
    );
  }

  const stoppers: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const stopOne of stoppers.splice(0).reverse()) await stopOne().catch(() => undefined);
  };

  // The services are told the site's address before the gateway starts, so its port is held from now on.
  const gatewayReservation = ports.gateway === 0 ? await reservePort() : null;
  if (gatewayReservation) {
    ports.gateway = gatewayReservation.port;
    stoppers.push(() => gatewayReservation.release());
  }

  try {
    let stopPostgres: RunningStack['stopPostgres'] = null;
    let startPostgres: RunningStack['startPostgres'] = null;
    let databaseUrl = env['DATABASE_URL'] ?? '';
    if (local.postgres) {
      const pg = await startLocalPostgres(path.join(dataDir, 'postgres'), ports.postgres);
      stoppers.push(() => pg.stop());
      ports.postgres = pg.port;
      if (!quiet && pg.dataDir !== path.join(dataDir, 'postgres')) {
        console.log(`PostgreSQL keeps its data in ${pg.dataDir} (linked from ${path.join(dataDir, 'postgres')}): its user cannot enter this project's directory.`);
      }
      await pg.createDatabase('hvac');
      databaseUrl = pg.url('hvac');
      stopPostgres = pg.stop;
      startPostgres = pg.start;
    }

    let redisUrl = env['REDIS_URL'] ?? '';
    if (local.redis) {
      const redis = await startLocalRedis(path.join(dataDir, 'redis'), ports.redis);
      stoppers.push(() => redis.stop());
      ports.redis = redis.port;
      redisUrl = redis.url;
    }

    const s3Env: Record<string, string> = {
      S3_ENDPOINT: env['S3_ENDPOINT'] ?? '',
      S3_ACCESS_KEY: env['S3_ACCESS_KEY'] ?? '',
      S3_SECRET_KEY: env['S3_SECRET_KEY'] ?? '',
      S3_BUCKET: env['S3_BUCKET'] ?? 'media',
      S3_REGION: env['S3_REGION'] ?? 'us-east-1',
    };
    if (local.s3) {
      const s3 = await startLocalS3(path.join(dataDir, 's3'), ports.s3);
      stoppers.push(() => s3.stop());
      ports.s3 = s3.port;
      Object.assign(s3Env, { S3_ENDPOINT: s3.endpoint, S3_ACCESS_KEY: s3.accessKey, S3_SECRET_KEY: s3.secretKey });
    }

    let smtpUrl = env['SMTP_URL'] ?? '';
    let mailInboxUrl: string | null = null;
    if (local.smtp) {
      // Two ports for one program: when either is to be any free port, both are chosen (and tried) together.
      const startMaildev = async (smtp: number, inbox: number) => {
        const maildev = startProcess(
          'mail',
          path.join(repoRoot, 'node_modules/.bin/maildev'),
          ['--smtp', String(smtp), '--ip', '127.0.0.1', '--web', String(inbox), '--web-ip', '127.0.0.1'],
          { quiet: true, env: { PATH: env['PATH'] ?? '' } },
        );
        await untilReady(maildev, outputMatches(maildev, /Press Ctrl\+C to stop/, 30_000));
        stoppers.push(() => maildev.stop());
        ports.smtp = smtp;
        ports.mailInbox = inbox;
      };
      if (ports.smtp !== 0 && ports.mailInbox !== 0) await startMaildev(ports.smtp, ports.mailInbox);
      else {
        await startOnFreePort(async (first) => {
          const second = await reservePort();
          await second.release();
          await startMaildev(ports.smtp || first, ports.mailInbox || second.port);
        });
      }
      smtpUrl = `smtp://127.0.0.1:${ports.smtp}`;
      mailInboxUrl = `http://localhost:${ports.mailInbox}`;
    }

    const siteUrl = env['PUBLIC_SITE_URL'] ?? `http://localhost:${ports.gateway}`;
    const admin = {
      email: env['ADMIN_EMAIL'] ?? 'admin@example.com',
      password: env['ADMIN_PASSWORD'] ?? localAdminPassword(dataDir),
    };
    const shared = {
      NODE_ENV: env['NODE_ENV'] ?? 'development',
      LOG_LEVEL: env['LOG_LEVEL'] ?? 'info',
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      PUBLIC_SITE_URL: siteUrl,
      JWT_ISSUER: env['JWT_ISSUER'] ?? 'hvac-auth',
      JWT_AUDIENCE: env['JWT_AUDIENCE'] ?? 'hvac-site',
      // auth-api and mailer-worker generate and share secrets there (ACCOUNT_MAIL_KEY) outside production.
      KEYS_DIR: env['KEYS_DIR'] ?? path.join(dataDir, 'keys'),
    };
    const serviceEnv = (own: Record<string, string>) => ({ PATH: env['PATH'] ?? '', HOME: env['HOME'] ?? '', ...env, ...shared, ...own });
    // Starts a service on `port` (0: any free one) and waits until readyPath answers 200. A service
    // that stops while starting fails the launch with its own last output.
    const startService = async (name: string, entry: string, port: number, own: (port: number) => Record<string, string>, readyPath: string) =>
      onPort(port, async (chosen) => {
        const proc: Managed = startProcess(name, process.execPath, ['--enable-source-maps', entry], {
          cwd: repoRoot,
          env: serviceEnv(own(chosen)),
          quiet,
        });
        await untilReady(proc, waitForHttp(`http://127.0.0.1:${chosen}${readyPath}`, 120_000, (s) => s === 200));
        stoppers.push(() => proc.stop());
        return chosen;
      });

    ports.authApi = await startService(
      'auth-api',
      'apps/auth-api/dist/main.js',
      ports.authApi,
      (port) => ({
        PORT: String(port),
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
        ADMIN_NAME: env['ADMIN_NAME'] ?? 'Site Admin',
      }),
      '/health/ready',
    );
    const jwksUrl = `http://127.0.0.1:${ports.authApi}/api/users/.well-known/jwks.json`;
    if (ports.analytics === 0) {
      const reserved = await reservePort();
      await reserved.release();
      ports.analytics = reserved.port;
    }
    ports.contentApi = await startService(
      'content-api',
      'apps/content-api/dist/main.js',
      ports.contentApi,
      // A local stack starts with sample posts and pages unless told otherwise.
      (port) => ({ PORT: String(port), ANALYTICS_PORT: String(ports.analytics), JWKS_URL: jwksUrl, SEED_SAMPLE_CONTENT: env['SEED_SAMPLE_CONTENT'] ?? 'true', ...s3Env }),
      '/health/ready',
    );
    ports.workerHealth = await startService(
      'mailer-worker',
      'apps/mailer-worker/dist/main.js',
      ports.workerHealth,
      (port) => ({
        SMTP_URL: smtpUrl,
        HEALTH_PORT: String(port),
        MAIL_FROM: env['MAIL_FROM'] ?? '',
        ENQUIRY_TO: env['ENQUIRY_TO'] ?? '',
      }),
      '/health/live',
    );
    // The web server runs the production build, in production mode, whatever the other services do.
    ports.web = await startService(
      'web',
      'apps/web/dist/server/main.js',
      ports.web,
      (port) => ({ NODE_ENV: 'production', PORT: String(port), CONTENT_API_URL: `http://127.0.0.1:${ports.contentApi}` }),
      '/',
    );

    // Let go of the held port just before nginx binds it.
    await gatewayReservation?.release();
    const gateway = await startGateway({
      port: ports.gateway,
      dataDir: path.join(dataDir, 'gateway'),
      siteHosts: [...new Set([...localSiteHosts, new URL(siteUrl).hostname])],
      upstreams: {
        web: `127.0.0.1:${ports.web}`,
        authApi: `127.0.0.1:${ports.authApi}`,
        contentApi: `127.0.0.1:${ports.contentApi}`,
        analytics: `127.0.0.1:${ports.analytics}`,
        media: { endpoint: s3Env['S3_ENDPOINT'] ?? '', bucket: s3Env['S3_BUCKET'] ?? 'media' },
      },
    }).catch((error: unknown) => {
      throw gatewayReservation && isAddressInUse(error) ? new GatewayPortTaken(error instanceof Error ? error.message : String(error)) : error;
    });
    stoppers.push(() => gateway.stop());

    return {
      siteUrl,
      mailInboxUrl,
      admin,
      env: { ...shared, ...s3Env, SMTP_URL: smtpUrl },
      ports,
      stopPostgres,
      startPostgres,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
