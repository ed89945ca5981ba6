// Production and development apart in docker-compose.yml, checked without a Docker engine: which
// services each profile starts (as `docker-compose up` would pick them), the preflight job's
// refusals run with Node on the settings an operator might leave, and the front's Caddyfile as
// Caddy itself adapts it for each mode of PUBLIC_SITE_URL.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';

const root = path.resolve(__dirname, '../..');
const envExample = path.join(root, '.env.example');
const preflight = path.join(root, 'deploy/preflight/preflight.mjs');

type Port = string | { published: number | string; target: number | string };
type Service = { profiles?: string[]; depends_on?: Record<string, { condition: string }>; environment?: Record<string, string>; ports?: Port[] };
const published = (service?: Service) => (service?.ports ?? []).map((p) => (typeof p === 'string' ? p : `${p.published}:${p.target}`)).sort();
type Compose = { services: Record<string, Service> };

function config(overrides: Record<string, string> = {}, extraFiles: string[] = []): { status: number | null; stderr: string; compose: Compose } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hvac-prod-compose-'));
  try {
    const envFile = path.join(dir, '.env');
    let text = fs.readFileSync(envExample, 'utf8');
    for (const [key, value] of Object.entries(overrides)) text = text.replace(new RegExp(`^${key}=.*$`, 'm'), `${key}=${value}`);
    fs.writeFileSync(envFile, text);
    const files = [path.join(root, 'docker-compose.yml'), ...extraFiles].flatMap((f) => ['-f', f]);
    const result = spawnSync('docker-compose', ['--env-file', envFile, ...files, 'config'], { cwd: root, encoding: 'utf8' });
    return { status: result.status, stderr: result.stderr, compose: (result.status === 0 ? parse(result.stdout) : { services: {} }) as Compose };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

// The services `up` starts under the given profiles (compose starts a service with profiles only
// when one of them is active).
function started(compose: Compose, profiles: string[]): string[] {
  return Object.entries(compose.services)
    .filter(([, s]) => !s.profiles || s.profiles.some((p) => profiles.includes(p)))
    .map(([name]) => name)
    .sort();
}

const goodProduction = {
  PUBLIC_SITE_URL: 'https://www.milton-hvac.ca',
  SITE_HOST: 'www.milton-hvac.ca',
  ACME_EMAIL: 'owner@milton-hvac.ca',
  SMTP_URL: 'smtps://site:a-real-password@smtp.mailprovider.net:465',
  POSTGRES_PASSWORD: 'pg-Jx8Qm2vL9sT4',
  MINIO_ROOT_PASSWORD: 'minio-Rt5Wc7Yb3Kd1',
  S3_SECRET_KEY: 's3-Hn6Vf2Pq8Zs0',
  ADMIN_PASSWORD: 'admin-Gd4Lx9Bw7Mj2',
  DEVICE_COOKIE_SECRET: 'device-Qe3Nz8Hs5Tb1Vw6Kp0Xr4Ly7Jm2Cd9Fa',
  SECOND_FACTOR_KEY: 'factor-Wm7Rb2Yc9Gt4Hn1Js6Pk3Xq8Ld5Vz0Ea',
  ACCOUNT_MAIL_KEY: 'mail-Ub5Fs1Ko8Dq3Zw6Ni9Tx2Gh7Py4Cm0Rj',
  BACKUP_DATABASE_PASSPHRASE: 'backup-db-Lw2Xe8Rn5Qs1Ht7',
  BACKUP_MEDIA_PASSPHRASE: 'backup-media-Zp4Kc9Vm3Bf6Jy0',
};

function runPreflight(env: Record<string, string>): { status: number | null; output: string } {
  const result = spawnSync(process.execPath, [preflight], { env: { PATH: process.env['PATH'] ?? '', ...env }, encoding: 'utf8' });
  return { status: result.status, output: result.stdout + result.stderr };
}

describe('docker-compose.yml: production and development apart', () => {
  const { compose } = config();

  it('starts no development service without the dev profile, and Mailpit with it', () => {
    const production = started(compose, []);
    expect(production).not.toContain('mailpit');
    expect(production).toEqual(expect.arrayContaining(['preflight', 'front', 'gateway', 'web', 'auth-api', 'content-api', 'mailer-worker']));
    expect(started(compose, ['dev'])).toEqual([...production, 'mailpit'].sort());
    // Nothing production starts may wait on a service of a profile.
    for (const name of production) {
      for (const dependency of Object.keys(compose.services[name]?.depends_on ?? {})) expect(`${name} -> ${dependency}: ${production.includes(dependency)}`).toBe(`${name} -> ${dependency}: true`);
    }
  });

  it('holds every service of the site until preflight has passed', () => {
    const waitsFor = (name: string, seen = new Set<string>()): Set<string> => {
      for (const dependency of Object.keys(compose.services[name]?.depends_on ?? {})) {
        if (!seen.has(dependency)) {
          seen.add(dependency);
          waitsFor(dependency, seen);
        }
      }
      return seen;
    };
    // Postgres too: its data directory takes POSTGRES_PASSWORD once, when it is created.
    for (const name of ['front', 'gateway', 'web', 'auth-api', 'content-api', 'mailer-worker', 'auth-migrate', 'content-migrate', 'auth-keys', 'postgres', 'minio']) {
      expect(`${name}: ${waitsFor(name).has('preflight')}`).toBe(`${name}: true`);
    }
    expect(compose.services['front']?.depends_on?.['preflight']?.condition).toBe('service_completed_successfully');
  });

  it('publishes the site on the front only: 80 and 443 by default, other ports by variable', () => {
    expect(published(compose.services['front'])).toEqual(['443:443', '80:80']);
    expect(compose.services['gateway']?.ports ?? []).toEqual([]);
    const moved = config({ HTTP_PORT: '8080', HTTPS_PORT: '8443' }).compose;
    expect(published(moved.services['front'])).toEqual(['8080:80', '8443:443']);
  });

  it("uses Let's Encrypt unless ACME_CA names another directory", () => {
    expect(compose.services['front']?.environment?.['ACME_CA']).toBe('https://acme-v02.api.letsencrypt.org/directory');
    const staging = 'https://acme-staging-v02.api.letsencrypt.org/directory';
    expect(config({ ACME_CA: staging }).compose.services['front']?.environment?.['ACME_CA']).toBe(staging);
  });

  it('renders with the rehearsal override (Pebble, a mail relay) and names its missing TLS_DOMAIN', () => {
    const rehearsal = path.join(root, 'deploy/tls/docker-compose.rehearsal.yml');
    const missing = config({}, [rehearsal]);
    expect(missing.status).not.toBe(0);
    expect(missing.stderr).toContain('TLS_DOMAIN');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hvac-rehearsal-'));
    try {
      const envFile = path.join(dir, '.env');
      fs.writeFileSync(envFile, `${fs.readFileSync(envExample, 'utf8')}\nTLS_DOMAIN=www.example.com\n`);
      const result = spawnSync('docker-compose', ['--env-file', envFile, '-f', path.join(root, 'docker-compose.yml'), '-f', rehearsal, 'config'], { cwd: root, encoding: 'utf8' });
      expect(result.stderr.trim()).toBe('');
      const services = (parse(result.stdout) as Compose).services;
      expect(services['front']?.environment?.['ACME_CA']).toBe('https://pebble:14000/dir');
      expect(Object.keys(services)).toEqual(expect.arrayContaining(['pebble', 'mail-relay']));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('preflight (deploy/preflight/preflight.mjs)', () => {
  it('passes real production settings', () => {
    const { status, output } = runPreflight(goodProduction);
    expect(output).toContain('settings complete (production');
    expect(status).toBe(0);
  });

  it("refuses the example's values and names every one at once", () => {
    const { status, output } = runPreflight({
      ...goodProduction,
      PUBLIC_SITE_URL: 'https://www.example.com',
      SMTP_URL: 'smtps://change-me-user:change-me-password@smtp.example.net:465',
      ADMIN_PASSWORD: 'change-me-to-a-long-unique-admin-password',
      POSTGRES_PASSWORD: '',
      ACME_EMAIL: '',
    });
    expect(status).toBe(1);
    for (const name of ['PUBLIC_SITE_URL', 'SMTP_URL', 'ADMIN_PASSWORD', 'POSTGRES_PASSWORD', 'ACME_EMAIL']) expect(output).toContain(name);
    expect(output).not.toContain('S3_SECRET_KEY');
  });

  it.each([
    ['SMTP_URL', '', 'SMTP_URL is missing'],
    ['SMTP_URL', 'smtp://mailpit:1025', 'SMTP_URL points at Mailpit'],
    ['SMTP_URL', 'http://smtp.mailprovider.net', 'SMTP_URL must start with smtp:// or smtps://'],
    ['PUBLIC_SITE_URL', 'http://www.milton-hvac.ca', 'PUBLIC_SITE_URL must be an https:// address'],
    ['PUBLIC_SITE_URL', '', 'PUBLIC_SITE_URL is missing'],
    ['SITE_HOST', 'localhost', "SITE_HOST must list PUBLIC_SITE_URL's host www.milton-hvac.ca"],
    ['S3_SECRET_KEY', 'change-me-s3-secret-key', "S3_SECRET_KEY still has the example's change-me value"],
    ['SECOND_FACTOR_KEY', 'change-me-second-factor-key-at-least-32-characters', "SECOND_FACTOR_KEY still has the example's change-me value"],
    ['BACKUP_DATABASE_PASSPHRASE', '', 'BACKUP_DATABASE_PASSPHRASE'],
  ])('refuses %s=%j in production', (name, value, message) => {
    const { status, output } = runPreflight({ ...goodProduction, [name]: value });
    expect(output).toContain(message);
    expect(status).toBe(1);
  });

  it('lets the dev profile try the stack on plain HTTP with Mailpit, but never without secrets', () => {
    const dev = { ...goodProduction, COMPOSE_PROFILES: 'dev', PUBLIC_SITE_URL: 'http://localhost:8080', SITE_HOST: 'localhost', SMTP_URL: 'smtp://mailpit:1025', ACME_EMAIL: '' };
    expect(runPreflight(dev).status).toBe(0);
    const { status, output } = runPreflight({ ...dev, MINIO_ROOT_PASSWORD: 'change-me-minio-root-password' });
    expect(output).toContain('MINIO_ROOT_PASSWORD');
    expect(status).toBe(1);
  });
});

// Caddy's own adapter turns the Caddyfile into the configuration it will run; start-front.sh's
// choice of address is replayed here (it only exports SITE_ADDRESS and ACME_EMAIL).
// Caddy is one of the test run's system packages (tools/bootstrap.mjs), so this never silently skips.
describe('the front (deploy/tls/Caddyfile)', () => {
  type Adapted = {
    apps: {
      http: { servers: Record<string, { listen: string[]; protocols?: string[]; routes: { match?: { host?: string[] }[]; handle: unknown[] }[]; automatic_https?: unknown }> };
      tls?: { automation: { policies: { subjects?: string[]; issuers: { ca: string; email: string }[] }[] } };
    };
  };
  const adapt = (env: Record<string, string>): Adapted => {
    const script = fs.readFileSync(path.join(root, 'deploy/tls/start-front.sh'), 'utf8').replace(/^exec caddy run .*$/m, 'exec caddy adapt --config "$CADDYFILE"');
    const result = spawnSync('sh', ['-c', script], {
      env: { PATH: process.env['PATH'] ?? '', HOME: os.tmpdir(), CADDYFILE: path.join(root, 'deploy/tls/Caddyfile'), ACME_CA: 'https://acme-v02.api.letsencrypt.org/directory', ...env },
      encoding: 'utf8',
    });
    if (result.status !== 0) throw new Error(result.stderr);
    return JSON.parse(result.stdout) as Adapted;
  };

  it('obtains a certificate for the https:// host from the ACME directory, on 443 with HTTP/2, and proxies to the gateway', () => {
    const adapted = adapt({ PUBLIC_SITE_URL: 'https://www.milton-hvac.ca', ACME_EMAIL: 'owner@milton-hvac.ca' });
    const server = Object.values(adapted.apps.http.servers)[0];
    expect(server?.listen).toEqual([':443']);
    expect(server?.protocols).toEqual(['h1', 'h2']);
    expect(server?.routes[0]?.match?.[0]?.host).toEqual(['www.milton-hvac.ca']);
    expect(JSON.stringify(server?.routes)).toContain('"dial":"gateway:8080"');
    const policy = adapted.apps.tls?.automation.policies[0];
    expect(policy?.subjects).toEqual(['www.milton-hvac.ca']);
    expect(policy?.issuers[0]).toMatchObject({ ca: 'https://acme-v02.api.letsencrypt.org/directory', email: 'owner@milton-hvac.ca' });
  });

  it('serves plain HTTP on port 80 for any host, with no certificate, for an http:// address', () => {
    const adapted = adapt({ PUBLIC_SITE_URL: 'http://localhost:8080' });
    const servers = Object.values(adapted.apps.http.servers);
    expect(servers.map((s) => s.listen)).toEqual([[':80']]);
    expect(servers[0]?.routes[0]?.match).toBeUndefined();
    expect(adapted.apps.tls).toBeUndefined();
  });

  it('refuses an https:// address without ACME_EMAIL, and an address without a scheme', () => {
    expect(() => adapt({ PUBLIC_SITE_URL: 'https://www.milton-hvac.ca' })).toThrow(/ACME_EMAIL/);
    expect(() => adapt({ PUBLIC_SITE_URL: 'www.milton-hvac.ca' })).toThrow(/must start with https:\/\//);
  });
});
