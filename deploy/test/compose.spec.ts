// docker-compose.yml as Debian's docker-compose reads it with the values of .env.example, plus the
// promises the file makes: health-gated start-up order, migrations before the APIs, one image
// pattern, documented variables.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';

const root = path.resolve(__dirname, '../..');
const composeFile = path.join(root, 'docker-compose.yml');
const envExample = path.join(root, '.env.example');

type Service = {
  image?: string;
  build?: { context: string; args?: Record<string, string> };
  command?: string[] | string;
  entrypoint?: string[];
  environment?: Record<string, string>;
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
  volumes?: (string | { type: string; source: string; target: string; read_only?: boolean })[];
  ports?: unknown[];
  restart?: string;
  read_only?: boolean;
  tmpfs?: string[];
  security_opt?: string[];
};
type Compose = { services: Record<string, Service>; volumes: Record<string, unknown> };

function composeConfig(envFile: string, args: string[] = [], overrides: string[] = []) {
  const files = [composeFile, ...overrides].flatMap((f) => ['-f', f]);
  return spawnSync('docker-compose', ['--env-file', envFile, ...files, 'config', ...args], {
    cwd: root,
    encoding: 'utf8',
  });
}

let config: Compose;

beforeAll(() => {
  const result = composeConfig(envExample);
  if (result.status !== 0) throw new Error(result.stderr);
  config = parse(result.stdout) as Compose;
});

// prometheus, gateway-exporter and gateway-cache-stats run only with the monitoring profile (deploy/test/monitoring.spec.ts).
const longRunning = ['front', 'gateway', 'web', 'auth-api', 'content-api', 'mailer-worker', 'postgres', 'redis', 'minio', 'mailpit', 'backup', 'prometheus'];
// An image with nothing but its program: Prometheus's scrape is its health check.
const withoutShell = ['gateway-exporter', 'gateway-cache-stats'];
// Services built from the project's Dockerfile; hvac/postgres (Postgres with pgBackRest, for postgres and
// backup) is built from deploy/backup and checked by backup.spec.ts.
const fromDockerfile = (s: Service) => Boolean(s.build) && !s.image?.startsWith('hvac/postgres:');
const oneShot = ['preflight', 'auth-keys', 'auth-migrate', 'content-migrate', 'minio-init'];
const command = (s: Service) => (Array.isArray(s.command) ? s.command.join(' ') : (s.command ?? ''));

describe('docker-compose.yml', () => {
  it('passes `docker-compose config -q` with the values of .env.example', () => {
    const result = composeConfig(envExample, ['-q']);
    expect(result.stderr.trim()).toBe('');
    expect(result.status).toBe(0);
  });

  it('refuses to start without a secret and names it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hvac-compose-'));
    try {
      const env = path.join(dir, '.env');
      fs.writeFileSync(env, fs.readFileSync(envExample, 'utf8').replace(/^POSTGRES_PASSWORD=.*$/m, ''));
      const result = composeConfig(env, ['-q']);
      expect(result.status).not.toBe(0);
      expect(result.stderr).toContain('POSTGRES_PASSWORD');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('has every service of the stack', () => {
    expect(Object.keys(config.services).sort()).toEqual([...longRunning, ...withoutShell, ...oneShot].sort());
  });

  it.each(longRunning)('%s has a health check', (name) => {
    expect(config.services[name]?.healthcheck?.test.length).toBeGreaterThan(0);
  });

  it('starts each service only when what it needs is healthy or done', () => {
    for (const [name, service] of Object.entries(config.services)) {
      for (const [dependency, { condition }] of Object.entries(service.depends_on ?? {})) {
        // The front holds requests while the gateway comes up; it only needs it started.
        const expected = oneShot.includes(dependency) ? 'service_completed_successfully' : name === 'front' && dependency === 'gateway' ? 'service_started' : 'service_healthy';
        expect(`${name} -> ${dependency}: ${condition}`).toBe(`${name} -> ${dependency}: ${expected}`);
      }
    }
    const needs = (name: string) => Object.keys(config.services[name]?.depends_on ?? {}).sort();
    expect(needs('gateway')).toEqual(['auth-api', 'content-api', 'minio', 'web']);
    expect(needs('auth-api')).toEqual(expect.arrayContaining(['auth-migrate', 'postgres', 'redis']));
    expect(needs('content-api')).toEqual(expect.arrayContaining(['content-migrate', 'minio-init', 'postgres', 'redis']));
    expect(needs('mailer-worker')).toEqual(expect.arrayContaining(['redis']));
  });

  it.each([
    ['auth-migrate', 'auth-api'],
    ['content-migrate', 'content-api'],
  ])('%s runs the migrations of %s with its image before it starts', (migrate, api) => {
    const job = config.services[migrate] as Service;
    expect(command(job)).toBe(`node apps/${api}/dist/migrate.js`);
    expect(job.image).toBe(config.services[api]?.image);
    expect(job.restart).toBe('no');
    expect(config.services[api]?.depends_on?.[migrate]?.condition).toBe('service_completed_successfully');
  });

  it('builds every Node app from the one Dockerfile, named by the APP build argument', () => {
    const built = Object.values(config.services).filter(fromDockerfile);
    expect(new Set(built.map((s) => s.build?.args?.['APP']))).toEqual(new Set(['web', 'auth-api', 'content-api']));
    for (const service of built) {
      expect(service.build?.context).toBe(root);
      expect(fs.existsSync(path.join(root, 'apps', String(service.build?.args?.['APP'])))).toBe(true);
    }
  });

  it('runs the worker from the content-api image with another command', () => {
    const worker = config.services['mailer-worker'] as Service;
    const contentApi = config.services['content-api'] as Service;
    expect(worker.image).toBe(contentApi.image);
    expect(contentApi.build?.args?.['EXTRA_APPS']).toContain('mailer-worker');
    expect(command(worker)).toBe('node apps/mailer-worker/dist/main.js');
  });

  it('runs every service built from the Dockerfile read-only, with /tmp as its only scratch space', () => {
    const built = Object.entries(config.services).filter(([, s]) => fromDockerfile(s));
    expect(built.length).toBeGreaterThanOrEqual(7);
    for (const [name, service] of built) {
      expect(`${name}: ${service.read_only}`).toBe(`${name}: true`);
      expect(`${name}: ${service.tmpfs}`).toBe(`${name}: /tmp`);
      expect(service.security_opt).toContain('no-new-privileges:true');
    }
  });

  it('pins every image to a version', () => {
    for (const [name, service] of Object.entries(config.services)) {
      const tag = /:([^/:]+)$/.exec(service.image ?? '')?.[1];
      expect(`${name}: ${tag && tag !== 'latest' ? 'pinned' : service.image}`).toBe(`${name}: pinned`);
    }
  });

  it('has a stand-in with a Dockerfile in deploy/standins for every third-party image, under the same service name', () => {
    const standinsFile = path.join(root, 'deploy/standins/docker-compose.standins.yml');
    const standins = (parse(fs.readFileSync(standinsFile, 'utf8')) as Compose).services;
    const thirdParty = Object.entries(config.services).filter(([, s]) => !fromDockerfile(s)).map(([n]) => n);
    expect(Object.keys(standins).sort()).toEqual(thirdParty.sort());
    for (const service of Object.values(standins)) {
      const name = /^hvac-standin\/([a-z-]+):local$/.exec(service.image ?? '')?.[1];
      expect(fs.existsSync(path.join(root, 'deploy/standins', String(name), 'Dockerfile'))).toBe(true);
    }
    const result = composeConfig(envExample, ['-q'], [standinsFile]);
    expect(result.stderr.trim()).toBe('');
    expect(result.status).toBe(0);
  });

  it('keeps every byte of state in named volumes', () => {
    const mounts = (name: string) => (config.services[name]?.volumes ?? []).map((v) => (typeof v === 'string' ? v : `${v.source}:${v.target}`));
    expect(mounts('postgres')).toContainEqual(expect.stringMatching(/^postgres-data:\/var\/lib\/postgresql\/data/));
    expect(mounts('redis')).toContainEqual(expect.stringMatching(/^redis-data:\/data/));
    expect(mounts('minio')).toContainEqual(expect.stringMatching(/^minio-data:\/data/));
    // Besides state: the backup target (by default a volume), its cache, Postgres's shared socket and the front's certificates.
    expect(Object.keys(config.volumes).sort()).toEqual(['auth-keys', 'backup-cache', 'backups', 'caddy-config', 'caddy-data', 'minio-data', 'postgres-data', 'postgres-run', 'redis-data']);
  });

  it('runs Redis without eviction and with the append-only file', () => {
    const args = command(config.services['redis'] as Service);
    expect(args).toMatch(/--maxmemory-policy noeviction/);
    expect(args).toMatch(/--appendonly yes/);
  });

  it('creates the media bucket with a read-only public policy in an init step', () => {
    const init = config.services['minio-init'] as Service;
    expect(init.image).toMatch(/^minio\/mc/);
    const script = command(init);
    expect(script).toContain('mc mb --ignore-existing');
    expect(script).toContain('s3:GetObject');
    expect(script).not.toContain('s3:ListBucket');
    expect(init.environment?.['S3_BUCKET']).toBe(config.services['content-api']?.environment?.['S3_BUCKET']);
  });

  it('gives the gateway the one template directory and exactly its placeholders', () => {
    const gateway = config.services['gateway'] as Service;
    expect(gateway.image).toMatch(/^nginx:1\.27\./);
    const mounts = (gateway.volumes ?? []).map((v) => (typeof v === 'string' ? v : `${v.source}:${v.target}`));
    expect(mounts).toContainEqual(expect.stringMatching(new RegExp(`^${path.join(root, 'deploy/gateway/templates')}:/etc/nginx/templates`)));
    const template = fs.readFileSync(path.join(root, 'deploy/gateway/templates/default.conf.template'), 'utf8');
    const placeholders = new Set([...template.matchAll(/\$\{([A-Z][A-Z0-9_]*)\}/g)].map((m) => m[1]));
    // ...and the setting of the cache-log entrypoint script (set with the monitoring profile).
    expect(Object.keys(gateway.environment ?? {}).sort()).toEqual([...placeholders, 'GATEWAY_CACHE_LOG'].sort());
    expect(gateway.environment?.['WEB_UPSTREAM']).toBe('web:3000');
    // The beacon goes to content-api's analytics collector, on the port content-api is told to use.
    expect(gateway.environment?.['ANALYTICS_UPSTREAM']).toBe(`content-api:${config.services['content-api']?.environment?.['ANALYTICS_PORT']}`);
    expect(gateway.environment?.['MEDIA_ENDPOINT']).toBe('http://minio:9000');
    // The site's own host; any other Host gets 421.
    expect(gateway.environment?.['SITE_HOST']).toBe('www.example.com');
    // Only the front (TLS) and the mail inbox are published.
    const published = Object.entries(config.services).filter(([, s]) => s.ports?.length).map(([n]) => n);
    expect(published.sort()).toEqual(['front', 'mailpit', 'prometheus']);
    // The inbox holds every mail the stack sent: this machine only.
    expect(config.services['mailpit']?.ports).toEqual([expect.stringMatching(/^127\.0\.0\.1:\d+:8025(\/tcp)?$/)]);
  });

  it('seeds no sample posts or pages with the values of .env.example', () => {
    expect(config.services['content-api']?.environment?.['SEED_SAMPLE_CONTENT']).toBe('false');
  });

  it('has the APIs take X-Forwarded-For only from the private compose network, where only the gateway and web reach them', () => {
    for (const name of ['auth-api', 'content-api']) {
      expect(config.services[name]?.environment?.['TRUSTED_PROXIES']).toBe('10.0.0.0/8,172.16.0.0/12,192.168.0.0/16');
      expect(config.services[name]?.ports ?? []).toEqual([]);
    }
  });

  it('documents every variable it reads in .env.example, each with a comment', () => {
    const example = fs.readFileSync(envExample, 'utf8').split('\n');
    const documented = new Map<string, string>();
    example.forEach((line, i) => {
      const m = /^([A-Z][A-Z0-9_]*)=/.exec(line);
      if (m?.[1]) documented.set(m[1], example[i - 1] ?? '');
    });
    const used = new Set([...fs.readFileSync(composeFile, 'utf8').matchAll(/\$\{([A-Z][A-Z0-9_]*)/g)].map((m) => m[1] as string));
    for (const name of used) {
      expect(`${name}: ${documented.has(name)}`).toBe(`${name}: true`);
      expect(documented.get(name)).toMatch(/^# \S/);
    }
    // Nothing documented that compose never reads.
    expect([...documented.keys()].filter((name) => !used.has(name))).toEqual([]);
  });
});

describe('Dockerfile', () => {
  const dockerfile = fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8');
  const stages = dockerfile.split(/^FROM /m).slice(1);
  const final = stages.at(-1) ?? '';

  it('is multi-stage and installs only production dependencies in the image that runs', () => {
    expect(stages.length).toBeGreaterThanOrEqual(3);
    expect(final).toMatch(/npm ci --omit=dev/);
    expect(final).not.toMatch(/npm (ci|install)(?![^\n]*--omit=dev)/);
    expect(final).toMatch(/COPY --from=build/);
  });

  it('runs as a non-root user and takes the app from a build argument', () => {
    expect(final).toMatch(/^USER node$/m);
    expect(final).not.toMatch(/^USER (root|0)$/m);
    expect(dockerfile).toMatch(/^ARG APP$/m);
    expect(final).toMatch(/ENV APP_MAIN=apps\/\$\{APP\}\/\$\{ENTRY\}/);
  });

  it('keeps dependencies, build output and secrets out of the build context', () => {
    const ignore = fs.readFileSync(path.join(root, '.dockerignore'), 'utf8').split('\n');
    for (const entry of ['**/node_modules', '**/dist', '.env', '.data', '.git']) expect(ignore).toContain(entry);
    // The workspace manifests npm ci needs stay in.
    expect(ignore).toContain('!deploy/package.json');
  });
});
