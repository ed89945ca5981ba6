#!/usr/bin/env node
// Entry of `npm start` and `npm test`: makes a fresh machine ready (system packages, npm
// dependencies, build), then hands over to the TypeScript launcher or test runner.
// Plain Node with no dependencies, because it runs before `npm ci`.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const mode = process.argv[2];
if (mode !== 'start' && mode !== 'test') {
  console.error('usage: node tools/bootstrap.mjs start|test');
  process.exit(2);
}

// Commands the stack needs from the system, with the Debian package that provides each.
const systemNeeds = {
  start: { 'redis-server': 'redis-server', nginx: 'nginx' },
  test: {
    'redis-server': 'redis-server',
    nginx: 'nginx',
    chromium: 'chromium',
    xmllint: 'libxml2-utils',
    'docker-compose': 'docker-compose',
    kubectl: 'kubernetes-client',
    // promtool checks the alert rules (deploy/test/monitoring.spec.ts).
    promtool: 'prometheus',
    // mtail counts the gateway's micro-cache results (deploy/test/gateway-cache-stats.spec.ts).
    mtail: 'mtail',
    // The backup job's status writer runs through psql in deploy/test/monitoring.spec.ts.
    psql: 'postgresql-client',
    // Caddy adapts the front's Caddyfile as it will run it (deploy/test/production-compose.spec.ts).
    caddy: 'caddy',
  },
}[mode];

function has(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

function ensureSystemPackages() {
  const missing = Object.entries(systemNeeds).filter(([command]) => !has(command));
  if (missing.length === 0) return;
  const packages = [...new Set(missing.map(([, pkg]) => pkg))];
  const isDebian = fs.existsSync('/etc/debian_version');
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isDebian || !isRoot) {
    console.error(`Missing system commands: ${missing.map(([c]) => c).join(', ')}.`);
    console.error(`Install them first (on Debian/Ubuntu: sudo apt-get install -y ${packages.join(' ')}), then run this again.`);
    process.exit(1);
  }
  console.log(`Installing system packages: ${packages.join(' ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], { stdio: 'inherit', env });
}

function ensureNodeModules() {
  const marker = path.join(root, 'node_modules', '.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  if (fs.existsSync(marker) && fs.statSync(marker).mtimeMs >= fs.statSync(lock).mtimeMs) return;
  // Exactly the locked versions, as CI and the container images install them.
  console.log('Installing npm dependencies');
  run('npm', ['ci', '--no-audit', '--no-fund']);
}

function run(command, args, env = process.env) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`Node.js 20.19 or newer is needed (this is ${process.versions.node}).`);
  process.exit(1);
}

ensureSystemPackages();
ensureNodeModules();

const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' };
const parallel = String(Math.max(1, Math.min(os.cpus().length, 4)));
run('npx', ['nx', 'run-many', '-t', 'build', '--parallel', parallel, '--output-style', 'stream'], env);

// The launcher and test runner own their children; forward the stop signals to them. They run in a
// plain node process with tsx's loader (not the tsx command, which would exit on Ctrl-C before its
// child has stopped what it started).
const script = mode === 'start' ? 'tools/local-stack/src/main.ts' : 'tools/test/run-all.ts';
const child = spawn(process.execPath, ['--import', 'tsx', script, ...process.argv.slice(3)], {
  cwd: root,
  stdio: 'inherit',
  env,
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
