// What the TLS check and the upgrade drill share about running docker-compose.yml on this machine:
// the settings of .env.example with real secrets, a compose command bound to one project, the wait
// for a healthy stack, and TLS to a name that only the test knows (resolved to 127.0.0.1).
import crypto from 'node:crypto';
import fs from 'node:fs';
import type { LookupFunction } from 'node:net';
import path from 'node:path';
import tls from 'node:tls';
import { parseEnv } from 'node:util';
import { Agent, FormData as UndiciFormData, fetch as undiciFetch, setGlobalDispatcher } from 'undici';
import { repoRoot } from '../repo-root';
import { command } from './docker';

export type Compose = (args: string[]) => Promise<string>;

// .env.example (of this checkout, or the file given) with every change-me value replaced by a
// random secret, then the overrides.
export function secretEnv(overrides: Record<string, string>, example = path.join(repoRoot, '.env.example')): Record<string, string> {
  const values = parseEnv(fs.readFileSync(example, 'utf8')) as Record<string, string>;
  for (const [key, value] of Object.entries(values)) {
    // 43 characters: the longest minimum of any secret (DEVICE_COOKIE_SECRET, SECOND_FACTOR_KEY: 32).
    if (value.startsWith('change-me')) values[key] = crypto.randomBytes(32).toString('base64url');
  }
  return { ...values, ...overrides };
}

export function writeEnvFile(file: string, values: Record<string, string>): void {
  fs.writeFileSync(file, Object.entries(values).map(([k, v]) => `${k}=${v}`).join('\n') + '\n', { mode: 0o600 });
}

// docker-compose for one project, with an env file and compose files, from a project directory
// (relative paths of the files resolve against it).
export function composeRunner(options: { project: string; directory: string; envFile: string; files: string[]; log: string }): Compose {
  const files = options.files.flatMap((f) => ['-f', f]);
  return (args) =>
    command('docker-compose', ['--project-name', options.project, '--project-directory', options.directory, '--env-file', options.envFile, ...files, ...args], {
      cwd: options.directory,
      log: options.log,
    });
}

export type Container = { id: string; service: string; state: string; exitCode: number; health: string; image: string };

export async function listContainers(compose: Compose, all = false): Promise<Container[]> {
  const ids = (await compose(['ps', '-q', ...(all ? ['--all'] : [])])).split('\n').filter(Boolean);
  if (ids.length === 0) return [];
  const format = '{{.Id}}|{{index .Config.Labels "com.docker.compose.service"}}|{{.State.Status}}|{{.State.ExitCode}}|{{with index .State "Health"}}{{.Status}}{{end}}|{{.Config.Image}}';
  const lines = (await command('docker', ['inspect', '--format', format, ...ids])).trim().split('\n');
  return lines.map((line) => {
    const [id = '', service = '', state = '', exitCode = '0', health = '', image = ''] = line.split('|');
    return { id, service, state, exitCode: Number(exitCode), health, image };
  });
}

// Long-running services are healthy (or running, without a health check); one-shot jobs exited 0.
export async function waitHealthy(compose: Compose, timeoutMs: number): Promise<Container[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const list = await listContainers(compose);
    const failedJob = list.find((c) => c.state === 'exited' && c.exitCode !== 0);
    if (failedJob) throw new Error(`${failedJob.service} exited with ${failedJob.exitCode}`);
    const unhealthy = list.find((c) => c.health === 'unhealthy');
    if (unhealthy) throw new Error(`${unhealthy.service} is unhealthy`);
    const waiting = list.filter((c) => c.state !== 'exited' && (c.health ? c.health !== 'healthy' : c.state !== 'running'));
    if (list.length > 0 && waiting.length === 0) return list;
    if (Date.now() > deadline) throw new Error(`not healthy after ${timeoutMs / 1000} s: ${waiting.map((c) => `${c.service} (${c.health || c.state})`).join(', ')}`);
    await new Promise((r) => setTimeout(r, 1000));
  }
}

// Every name resolves to this machine: the site's domain exists only for the test.
export const toLoopback: LookupFunction = (_host, options, callback) => {
  if (typeof options === 'object' && options.all) (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address: '127.0.0.1', family: 4 }]);
  else callback(null, '127.0.0.1', 4);
};

// Makes the global fetch trust exactly the given roots (none of the system's) and resolve every
// name to 127.0.0.1. undici's own fetch goes with its dispatcher, and its FormData with its fetch.
export function trustOnly(roots: string[]): void {
  setGlobalDispatcher(new Agent({ connect: { ca: roots, lookup: toLoopback } }));
  globalThis.fetch = undiciFetch as unknown as typeof fetch;
  globalThis.FormData = UndiciFormData as unknown as typeof FormData;
}

export type ServedCertificate = { serial: string; issuer: string; subject: string; validTo: string; alpn: string; fingerprint: string };

// The certificate the site serves, verified against the roots given and the name.
export function servedCertificate(port: number, servername: string, roots: string[]): Promise<ServedCertificate> {
  return new Promise((resolve, reject) => {
    const socket = tls.connect({ host: '127.0.0.1', port, servername, ca: roots, ALPNProtocols: ['h2', 'http/1.1'], timeout: 5000 }, () => {
      const cert = socket.getPeerCertificate();
      resolve({
        serial: cert.serialNumber,
        issuer: String(cert.issuer?.CN ?? ''),
        subject: cert.subjectaltname ?? '',
        validTo: cert.valid_to,
        alpn: String(socket.alpnProtocol),
        fingerprint: cert.fingerprint256,
      });
      socket.end();
    });
    socket.on('error', reject);
    socket.on('timeout', () => socket.destroy(new Error('TLS handshake timed out')));
  });
}
