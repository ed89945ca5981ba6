// `npm run backup` and `npm run restore` for the `npm start` stack. Its Postgres is the embedded
// PostgreSQL 18 from npm, which no PITR tool here supports (pgBackRest 2.45 and barman 3.4 stop before
// 18) and which ships no pg_dump; so this takes a physical base backup with Postgres' own low-level API
// (pg_backup_start, copy the data directory, pg_backup_stop's backup_label, the WAL written meanwhile)
// while the stack runs, and stores it with the object store's files and the signing key as an
// encrypted restic snapshot. Restore (stack stopped) puts back the newest snapshot at or before a
// time; no point-in-time recovery between snapshots. The compose and Kubernetes stacks use pgBackRest.
//   npm run backup
//   npm run restore [-- --time 2026-11-24T10:15:00Z]
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { Client } from 'pg';
import { repoRoot } from '../repo-root';

const dataDir = path.resolve(repoRoot, process.env['DATA_DIR'] ?? '.data');
const repository = path.resolve(repoRoot, process.env['BACKUP_DIR'] ?? path.join(dataDir, 'backups'));
const passphraseFile = path.join(dataDir, 'backup-passphrase');
const postgresPort = process.env['INTERNAL_PORT_BASE'] ? Number(process.env['INTERNAL_PORT_BASE']) + 4 : 5433;
// Not copied into a base backup (the PostgreSQL documentation's list for the low-level API).
const skipped = new Set(['postmaster.pid', 'postmaster.opts', 'pg_replslot', 'pg_dynshmem', 'pg_notify', 'pg_serial', 'pg_snapshots', 'pg_stat_tmp', 'pg_subtrans', 'pg_wal', 'backup_label', 'tablespace_map']);

function restic(args: string[], options: { cwd?: string } = {}): string {
  const env = { ...process.env, RESTIC_REPOSITORY: repository, RESTIC_PASSWORD_FILE: passphraseFile };
  try {
    return execFileSync('restic', args, { env, encoding: 'utf8', cwd: options.cwd, stdio: ['pipe', 'pipe', 'inherit'], maxBuffer: 64 * 2 ** 20 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new Error('restic is not installed (Debian: apt-get install restic)');
    throw error;
  }
}

function openRepository(): void {
  if (!fs.existsSync(passphraseFile)) fs.writeFileSync(passphraseFile, crypto.randomBytes(24).toString('base64url'), { mode: 0o600 });
  if (!fs.existsSync(path.join(repository, 'config'))) {
    fs.mkdirSync(repository, { recursive: true });
    restic(['init']);
  }
}

async function backup(): Promise<void> {
  openRepository();
  const client = new Client({ host: '127.0.0.1', port: postgresPort, user: 'postgres', password: 'postgres', database: 'postgres' });
  await client.connect().catch((error: Error) => {
    throw new Error(`the npm start stack's Postgres does not answer on 127.0.0.1:${postgresPort} (${error.message}): start it first`);
  });
  const staging = path.join(repository, '..', `.staging-${process.pid}`);
  try {
    const pgdata = (await client.query<{ dir: string }>('SELECT current_setting($1) AS dir', ['data_directory'])).rows[0]?.dir as string;
    fs.rmSync(staging, { recursive: true, force: true });
    fs.mkdirSync(path.join(staging, 'postgres'), { recursive: true });
    await client.query("SELECT pg_backup_start('npm run backup', true)");
    for (const entry of fs.readdirSync(pgdata, { withFileTypes: true })) {
      const to = path.join(staging, 'postgres', entry.name);
      // Skipped directories are kept, empty: the server expects them.
      if (!skipped.has(entry.name)) fs.cpSync(path.join(pgdata, entry.name), to, { recursive: true });
      else if (entry.isDirectory()) fs.mkdirSync(to);
    }
    const stop = (await client.query<{ labelfile: string }>('SELECT labelfile FROM pg_backup_stop(false)')).rows[0];
    fs.writeFileSync(path.join(staging, 'postgres', 'backup_label'), stop?.labelfile ?? '');
    // The WAL from the backup's start to its end (and a little more): what recovery replays.
    fs.cpSync(path.join(pgdata, 'pg_wal'), path.join(staging, 'postgres', 'pg_wal'), { recursive: true });
    for (const dir of ['s3', 'keys']) if (fs.existsSync(path.join(dataDir, dir))) fs.cpSync(path.join(dataDir, dir), path.join(staging, dir), { recursive: true });
    restic(['backup', '--quiet', '--host', 'npm-start', '--tag', 'npm-start', staging]);
    restic(['forget', '--quiet', '--host', 'npm-start', '--keep-daily', process.env['BACKUP_KEEP_DAILY'] ?? '14', '--keep-weekly', process.env['BACKUP_KEEP_WEEKLY'] ?? '8', '--prune']);
  } finally {
    await client.end();
    fs.rmSync(staging, { recursive: true, force: true });
  }
  const latest = (JSON.parse(restic(['snapshots', '--json', '--host', 'npm-start', '--latest', '1'])) as { short_id: string; time: string }[]).pop();
  console.log(`Backup ${latest?.short_id} of ${latest?.time} in ${path.relative(repoRoot, repository)} (restore: npm run restore [-- --time <ISO time>])`);
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => (socket.destroy(), resolve(true)));
    socket.on('error', () => resolve(false));
  });
}

async function restore(at: string | undefined): Promise<void> {
  if (!fs.existsSync(path.join(repository, 'config'))) throw new Error(`no backup repository in ${repository}: run npm run backup first`);
  if (await listening(postgresPort)) throw new Error('the npm start stack is running: stop it first (Ctrl-C), then restore');
  const limit = at ? Date.parse(at) : Infinity;
  if (Number.isNaN(limit)) throw new Error(`--time: not a date and time: ${at}`);
  const snapshots = JSON.parse(restic(['snapshots', '--json', '--host', 'npm-start'])) as { id: string; short_id: string; time: string }[];
  const chosen = snapshots.filter((s) => Date.parse(s.time) <= limit).sort((a, b) => Date.parse(a.time) - Date.parse(b.time)).pop();
  if (!chosen) throw new Error(`no backup at or before ${at}`);
  const scratch = path.join(repository, '..', `.restore-${process.pid}`);
  fs.rmSync(scratch, { recursive: true, force: true });
  restic(['restore', chosen.id, '--target', scratch]);
  const root = findRestoredRoot(scratch);
  if (!root) throw new Error(`backup ${chosen.short_id} holds no postgres directory`);
  for (const dir of ['postgres', 's3', 'keys']) {
    if (!fs.existsSync(path.join(root, dir))) continue;
    const dest = fs.existsSync(path.join(dataDir, dir)) ? fs.realpathSync(path.join(dataDir, dir)) : path.join(dataDir, dir);
    const owner = fs.existsSync(dest) ? fs.statSync(dest) : undefined;
    fs.rmSync(dest, { recursive: true, force: true });
    fs.cpSync(path.join(root, dir), dest, { recursive: true });
    if (owner && process.getuid?.() === 0) execFileSync('chown', ['-R', `${owner.uid}:${owner.gid}`, dest]);
    if (dir === 'postgres') fs.chmodSync(dest, 0o700);
  }
  fs.rmSync(scratch, { recursive: true, force: true });
  console.log(`Restored backup ${chosen.short_id} of ${chosen.time}; npm start opens it (Postgres replays the backup's WAL first)`);
}

// restic restores the snapshot's absolute staging path under the target.
function findRestoredRoot(dir: string): string {
  if (fs.existsSync(path.join(dir, 'postgres'))) return dir;
  const entries = fs.readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory());
  for (const entry of entries) {
    const found = findRestoredRoot(path.join(dir, entry.name));
    if (found) return found;
  }
  return '';
}

const [command, flag, value] = process.argv.slice(2);
const run = command === 'backup' ? backup() : command === 'restore' && (!flag || flag === '--time') ? restore(value) : Promise.reject(new Error('usage: local-backup.ts backup | restore [--time <ISO time>]'));
run.catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
