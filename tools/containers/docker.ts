// Running docker and docker-compose from the containers check: a Docker daemon when none runs, and
// commands whose output goes to a log file and whose failure quotes that log's tail.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export type CommandOptions = { cwd?: string; env?: NodeJS.ProcessEnv; log?: string; timeoutMs?: number };

// Runs a command to completion and returns its standard output; throws with the command, its exit
// and the last lines it printed. With `log`, everything it prints is appended to that file too.
export function command(cmd: string, args: string[], options: CommandOptions = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: options.cwd, env: options.env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    const log = options.log ? fs.createWriteStream(options.log, { flags: 'a' }) : undefined;
    let stdout = '';
    let output = '';
    const keep = (chunk: Buffer, isStdout: boolean) => {
      if (isStdout) stdout += chunk;
      output = (output + chunk).slice(-4000);
      log?.write(chunk);
    };
    child.stdout.on('data', (c: Buffer) => keep(c, true));
    child.stderr.on('data', (c: Buffer) => keep(c, false));
    const timer = options.timeoutMs ? setTimeout(() => child.kill('SIGKILL'), options.timeoutMs) : undefined;
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      log?.end();
      if (code === 0) return resolve(stdout);
      const tail = output.trim().split('\n').slice(-15).join('\n');
      reject(new Error(`${cmd} ${args.join(' ')} ${signal ? `was killed (${signal})` : `exited with ${code}`}${options.log ? ` (log: ${options.log})` : ''}\n${tail}`));
    });
  });
}

export async function succeeds(cmd: string, args: string[], options: CommandOptions = {}): Promise<boolean> {
  try {
    await command(cmd, args, options);
    return true;
  } catch {
    return false;
  }
}

// The flags that let dockerd start on a machine without iptables or a default bridge: containers of
// user-defined networks (what compose creates) still resolve each other and publish ports.
const dockerdArgs = ['--iptables=false', '--ip6tables=false', '--bridge=none', '--storage-driver=overlay2'];

// Starts a Docker daemon when none answers, and returns how to stop it again (nothing when one
// was already running: that one is not ours to stop).
export async function ensureDockerDaemon(logDir: string): Promise<() => Promise<void>> {
  if (await succeeds('docker', ['info'], { timeoutMs: 20_000 })) return async () => undefined;
  const logFile = path.join(logDir, 'dockerd.log');
  console.log(`Starting dockerd ${dockerdArgs.join(' ')} (log: ${logFile})`);
  const daemon = spawn('dockerd', dockerdArgs, { stdio: ['ignore', fs.openSync(logFile, 'a'), fs.openSync(logFile, 'a')] });
  let exited = false;
  daemon.on('exit', () => (exited = true));
  const deadline = Date.now() + 60_000;
  while (!(await succeeds('docker', ['info'], { timeoutMs: 10_000 }))) {
    if (exited || Date.now() > deadline) {
      daemon.kill('SIGKILL');
      const tail = fs.readFileSync(logFile, 'utf8').trim().split('\n').slice(-10).join('\n');
      throw new Error(`dockerd did not start:\n${tail}`);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return async () => {
    if (exited) return;
    const gone = new Promise((r) => daemon.once('exit', r));
    daemon.kill('SIGTERM');
    await Promise.race([gone, new Promise((r) => setTimeout(r, 20_000))]);
  };
}

export async function imageExists(image: string): Promise<boolean> {
  return succeeds('docker', ['image', 'inspect', image]);
}

export async function imageSize(image: string): Promise<number> {
  return Number((await command('docker', ['image', 'inspect', '--format', '{{.Size}}', image])).trim());
}

// Builds an image on the host's network: the daemon runs without a default bridge, and the build
// steps reach the package registries through the host.
export async function buildImage(image: string, context: string, buildArgs: Record<string, string>, log: string, dockerfile?: string): Promise<number> {
  const started = Date.now();
  const args = ['build', '--network', 'host', '--tag', image, ...Object.entries(buildArgs).flatMap(([k, v]) => ['--build-arg', `${k}=${v}`])];
  if (dockerfile) args.push('--file', dockerfile);
  await command('docker', [...args, context], { log });
  return Date.now() - started;
}

// The images docker-compose.yml builds, each with the build arguments its services give.
export const projectImages: { name: string; args: Record<string, string> }[] = [
  { name: 'auth-api', args: { APP: 'auth-api' } },
  { name: 'content-api', args: { APP: 'content-api', EXTRA_APPS: 'mailer-worker' } },
  { name: 'web', args: { APP: 'web', ENTRY: 'dist/server/main.js' } },
];
