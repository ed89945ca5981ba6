// The backups as each way of running the stack wires them (deploy/backup): compose's Postgres archives
// its WAL with pgBackRest and a backup service schedules full backups and the media snapshots, with
// encryption keys and retention from .env; the Kubernetes dev overlay does the same with a backup
// container and a CronJob that validate and keep the security policies; the scripts parse and refuse
// bad input. `npm run restore-drill` proves that the backups restore.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CronJob } from 'kubernetes-models/batch/v1';
import { parse, parseAllDocuments } from 'yaml';

const root = path.resolve(__dirname, '../..');
const backupDir = path.join(root, 'deploy/backup');

type Service = {
  image?: string;
  build?: { context: string; dockerfile?: string };
  command?: string[];
  environment?: Record<string, string>;
  volumes?: string[];
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
};

function composeConfig(envFile: string, extra: string[] = []) {
  return spawnSync('docker-compose', ['--env-file', envFile, '-f', path.join(root, 'docker-compose.yml'), ...extra, 'config'], { cwd: root, encoding: 'utf8' });
}

describe('compose backups', () => {
  let services: Record<string, Service>;
  beforeAll(() => {
    const result = composeConfig(path.join(root, '.env.example'));
    if (result.status !== 0) throw new Error(result.stderr);
    services = (parse(result.stdout) as { services: Record<string, Service> }).services;
  });

  it('archives every WAL segment with pgBackRest within 60 s of being written', () => {
    const command = (services['postgres']?.command ?? []).join(' ');
    expect(command).toContain('archive_mode=on');
    expect(command).toContain('archive_command=pgbackrest archive-push %p');
    expect(Number(/archive_timeout=(\d+)/.exec(command)?.[1])).toBeLessThanOrEqual(60);
  });

  it('builds Postgres and the backup service from one image with pgBackRest, restic and rclone', () => {
    const postgres = services['postgres'] as Service;
    expect(postgres.build?.context).toBe(backupDir);
    expect(services['backup']?.image).toBe(postgres.image);
    const dockerfile = fs.readFileSync(path.join(backupDir, postgres.build?.dockerfile ?? 'Dockerfile'), 'utf8');
    expect(dockerfile).toMatch(/^ARG POSTGRES_IMAGE=postgres:17\.5-alpine$/m);
    expect(dockerfile).toMatch(/apk add --no-cache pgbackrest restic rclone jq/);
  });

  it('encrypts both repositories with keys from .env and applies the retention settings', () => {
    for (const name of ['postgres', 'backup']) {
      const env = services[name]?.environment ?? {};
      expect(env['PGBACKREST_REPO1_CIPHER_TYPE']).toBe('aes-256-cbc');
      expect(env['PGBACKREST_REPO1_CIPHER_PASS']).toBe('change-me-backup-database-passphrase');
      expect(env['PGBACKREST_REPO1_RETENTION_FULL']).toBe('8');
      expect(env['PGBACKREST_REPO1_RETENTION_DIFF']).toBe('14');
    }
    const backup = services['backup']?.environment ?? {};
    expect(backup['RESTIC_PASSWORD']).toBe('change-me-backup-media-passphrase');
    expect([backup['BACKUP_KEEP_DAILY'], backup['BACKUP_KEEP_WEEKLY'], backup['BACKUP_MEDIA_INTERVAL_MINUTES']]).toEqual(['14', '8', '60']);
  });

  it.each(['BACKUP_DATABASE_PASSPHRASE', 'BACKUP_MEDIA_PASSPHRASE'])('refuses to start without %s and names it', (name) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hvac-backup-'));
    try {
      const env = path.join(dir, '.env');
      fs.writeFileSync(env, fs.readFileSync(path.join(root, '.env.example'), 'utf8').replace(new RegExp(`^${name}=.*$`, 'm'), ''));
      const result = composeConfig(env);
      expect(result.status).not.toBe(0);
      expect(result.stderr).toContain(name);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps the repository off the database volume, and a host path may replace it', () => {
    const target = (name: string) => services[name]?.volumes?.find((v) => v.endsWith(':/backup') || v.includes(':/backup:'));
    expect(target('postgres')).toMatch(/^backups:\/backup/);
    expect(target('backup')).toMatch(/^backups:\/backup/);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hvac-backup-'));
    try {
      const env = path.join(dir, '.env');
      fs.writeFileSync(env, fs.readFileSync(path.join(root, '.env.example'), 'utf8').replace(/^BACKUP_TARGET=.*$/m, 'BACKUP_TARGET=/mnt/other-disk/hvac'));
      const config = parse(composeConfig(env).stdout) as { services: Record<string, Service> };
      expect(config.services['backup']?.volumes).toContain('/mnt/other-disk/hvac:/backup:rw');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('runs the scheduler once Postgres is healthy and the bucket exists, and reports ready', () => {
    const backup = services['backup'] as Service;
    expect(backup.command).toEqual(['/opt/backup/backup-scheduler.sh']);
    expect(backup.depends_on?.['postgres']?.condition).toBe('service_healthy');
    expect(backup.depends_on?.['minio-init']?.condition).toBe('service_completed_successfully');
    expect(backup.healthcheck?.test).toContain('/tmp/backup-ready');
    // The media snapshot also holds auth-api's signing key: sessions and second factors survive a restore.
    expect(backup.volumes).toEqual(expect.arrayContaining([expect.stringMatching(/^auth-keys:\/sources\/auth-keys/), expect.stringMatching(/^postgres-data:\/var\/lib\/postgresql\/data/)]));
  });

  it('has a stand-in for the Postgres image with Debian\'s PostgreSQL 15 and pgBackRest', () => {
    const standins = parse(fs.readFileSync(path.join(root, 'deploy/standins/docker-compose.standins.yml'), 'utf8')) as { services: Record<string, Service> };
    expect(standins.services['postgres']?.image).toBe('hvac-standin/postgres-backup:local');
    expect(standins.services['backup']?.image).toBe('hvac-standin/postgres-backup:local');
    expect(fs.readFileSync(path.join(root, 'deploy/standins/postgres-backup/Dockerfile'), 'utf8')).toMatch(/postgresql-15 pgbackrest restic rclone/);
  });
});

describe('backup scripts', () => {
  const scripts = [...fs.readdirSync(path.join(backupDir, 'bin')).map((f) => path.join(backupDir, 'bin', f)), path.join(backupDir, 'compose-restore.sh'), path.join(root, 'deploy/standins/postgres-backup/entrypoint.sh')];

  it.each(scripts.map((s) => path.relative(root, s)))('%s parses as POSIX sh', (script) => {
    expect(spawnSync('sh', ['-n', path.join(root, script)], { encoding: 'utf8' }).stderr).toBe('');
  });

  it.each([['2026-11-24T10:15:00Z'], ['yesterday'], ['2026-11-24 10:15:00+02']])('restore.sh refuses --time %s before touching anything', (time) => {
    const result = spawnSync('sh', [path.join(backupDir, 'bin/restore.sh'), '--time', time], { encoding: 'utf8', env: { PATH: process.env['PATH'] } });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain("--time must be UTC as 'YYYY-MM-DD HH:MM:SS+00'");
  });

  it('restore.sh refuses an unknown option with its usage', () => {
    const result = spawnSync('sh', [path.join(backupDir, 'bin/restore.sh'), '--latest'], { encoding: 'utf8' });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('usage:');
  });
});

describe('Kubernetes dev overlay backups', () => {
  type Obj = { apiVersion: string; kind: string; metadata: { name: string }; spec?: Record<string, unknown>; data?: Record<string, string> };
  let objects: Obj[];
  beforeAll(() => {
    const yaml = execFileSync('kubectl', ['kustomize', path.join(root, 'deploy/k8s/overlays/dev')], { encoding: 'utf8' });
    objects = parseAllDocuments(yaml).map((d) => d.toJS() as Obj);
  });
  const find = (kind: string, name: string) => objects.find((o) => o.kind === kind && o.metadata.name === name);

  it('archives the WAL of the in-cluster Postgres with pgBackRest and backs it up from a container of the same pod', () => {
    const spec = find('StatefulSet', 'postgres')?.spec as { template: { spec: { containers: { name: string; image: string; args?: string[]; command?: string[] }[] } }; volumeClaimTemplates: { metadata: { name: string } }[] };
    const postgres = spec.template.spec.containers.find((c) => c.name === 'postgres');
    expect(postgres?.image).toBe('hvac/postgres:1.0.0');
    expect(postgres?.args?.join(' ')).toMatch(/archive_mode=on .*archive_command=pgbackrest archive-push %p .*archive_timeout=60/);
    expect(spec.template.spec.containers.find((c) => c.name === 'backup')?.command).toEqual(['/opt/backup/backup-scheduler.sh']);
    expect(spec.volumeClaimTemplates.map((t) => t.metadata.name).sort()).toEqual(['data', 'pgbackrest-repo']);
    const config = find('ConfigMap', 'pgbackrest-config')?.data ?? {};
    expect(config['PGBACKREST_REPO1_CIPHER_TYPE']).toBe('aes-256-cbc');
    expect([config['BACKUP_KEEP_DAILY'], config['BACKUP_KEEP_WEEKLY']]).toEqual(['14', '8']);
  });

  it('runs the media backup hourly as a CronJob that validates and keeps the pod security policies', () => {
    const cron = find('CronJob', 'backup-media');
    expect(cron).toBeDefined();
    expect(() => new CronJob(cron as unknown as CronJob).validate()).not.toThrow();
    const job = new CronJob(cron as unknown as CronJob);
    expect(job.spec?.schedule).toMatch(/^\d+ \* \* \* \*$/);
    expect(job.spec?.concurrencyPolicy).toBe('Forbid');
    const pod = job.spec?.jobTemplate.spec?.template.spec;
    expect(pod?.securityContext?.runAsNonRoot).toBe(true);
    for (const c of pod?.containers ?? []) {
      expect(c.securityContext).toMatchObject({ allowPrivilegeEscalation: false, readOnlyRootFilesystem: true, capabilities: { drop: ['ALL'] } });
      expect(c.resources?.limits?.['memory']).toBeDefined();
      expect(c.image).toMatch(/:\d[\w.-]*$/);
    }
    expect(find('PersistentVolumeClaim', 'media-backup')).toBeDefined();
  });

  it('lets the media backup reach only MinIO and Postgres', () => {
    const egress = (find('NetworkPolicy', 'backup-media')?.spec as { egress: { to: { podSelector: { matchLabels: Record<string, string> } }[]; ports: { port: number }[] }[] }).egress;
    expect(egress.map((r) => [r.to[0]?.podSelector.matchLabels['app.kubernetes.io/name'], r.ports[0]?.port])).toEqual([
      ['minio', 9000],
      ['postgres', 5432],
    ]);
  });
});
