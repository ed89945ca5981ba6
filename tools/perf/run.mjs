#!/usr/bin/env node
// Entry of `npm run audit`, `bench`, `chaos` and `containers` on any checkout, a fresh clone too:
// installs the system commands the run needs (Debian, as root; elsewhere says what to install),
// the npm dependencies when missing, builds every project (the containers check builds inside its
// images instead), then runs the TypeScript script.
// Plain Node with no dependencies, because it may run before `npm install`.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const scripts = {
  audit: 'tools/audit/site-audit.ts',
  bench: 'tools/perf/bench.ts',
  chaos: 'tools/perf/chaos.ts',
  containers: 'tools/containers/containers.ts',
  'containers-tls': 'tools/containers/tls.ts',
  'upgrade-drill': 'tools/upgrade-drill/upgrade-drill.ts',
  'restore-drill': 'tools/restore-drill/drill.ts',
};
const command = process.argv[2];
if (!(command in scripts)) {
  console.error(`usage: node tools/perf/run.mjs ${Object.keys(scripts).join('|')}`);
  process.exit(2);
}

// Command -> Debian package providing it.
const base = { nginx: 'nginx', 'redis-server': 'redis-server' };
const needs = {
  audit: { ...base, chromium: 'chromium', java: 'default-jre-headless' },
  bench: { ...base, wrk: 'wrk' },
  chaos: base,
  containers: { dockerd: 'docker.io', 'docker-compose': 'docker-compose', debootstrap: 'debootstrap' },
}[command.startsWith('containers') || command.endsWith('-drill') ? 'containers' : command];

const has = (cmd) => spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;

function run(cmd, args, env = process.env) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const missing = Object.entries(needs).filter(([cmd]) => !has(cmd));
if (missing.length > 0) {
  const packages = [...new Set(missing.map(([, pkg]) => pkg))];
  const isRoot = process.getuid?.() === 0;
  if (!fs.existsSync('/etc/debian_version') || !isRoot) {
    console.error(`Missing: ${missing.map(([c]) => c).join(', ')}. Install them (Debian/Ubuntu: sudo apt-get install -y ${packages.join(' ')}) and run this again.`);
    process.exit(1);
  }
  console.log(`Installing system packages: ${packages.join(' ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update', '-qq'], env);
  run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], env);
}

const marker = path.join(root, 'node_modules', '.package-lock.json');
const lock = path.join(root, 'package-lock.json');
if (!fs.existsSync(marker) || fs.statSync(marker).mtimeMs < fs.statSync(lock).mtimeMs) {
  console.log('Installing npm dependencies');
  run('npm', ['ci', '--no-audit', '--no-fund']);
}

const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' };
const parallel = String(Math.max(1, Math.min(os.cpus().length, 4)));
// The containers check builds the apps inside its images; on the host it needs only the libraries it imports.
const projects = command.startsWith('containers') || command.endsWith('-drill') ? ['--projects', '@hvac/contracts,@hvac/site'] : [];
console.log('Building');
run('npx', ['nx', 'run-many', '-t', 'build', ...projects, '--parallel', parallel, '--output-style', 'static'], env);

const child = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), [scripts[command], ...process.argv.slice(3)], { cwd: root, stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
