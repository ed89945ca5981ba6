// The compose stack's memory, as the kernel charges it to each container (docker stats: the cgroup's
// usage without inactive page cache), at idle and under a short load of page and API reads through
// the gateway, checked against the small-server targets of deploy/README.md.
import autocannon from 'autocannon';
import { command } from './docker';

export const mib = 2 ** 20;
// Targets (issue 24): every Node service at most 150 MB idle, the stack without the monitoring
// profile at most 1 GiB under load.
export const nodeServiceIdleLimit = 150 * 1e6;
export const stackLoadLimit = 1024 * mib;
export const nodeServices = ['web', 'auth-api', 'content-api', 'mailer-worker'];

export type MemorySample = Map<string, number>;

// docker stats prints sizes as "138.3MiB" (binary units, or kB/MB/GB on some versions).
export function parseSize(text: string): number {
  const match = /^([\d.]+)\s*([KMGT]?i?B)$/i.exec(text.trim());
  if (!match) throw new Error(`docker stats: cannot read the size "${text}"`);
  const units: Record<string, number> = { b: 1, kib: 2 ** 10, mib: 2 ** 20, gib: 2 ** 30, tib: 2 ** 40, kb: 1e3, mb: 1e6, gb: 1e9, tb: 1e12 };
  const unit = units[(match[2] as string).toLowerCase()];
  if (!unit) throw new Error(`docker stats: unknown unit in "${text}"`);
  return Number(match[1]) * unit;
}

// One reading of every running container of the project, by compose service.
export async function sampleMemory(project: string): Promise<MemorySample> {
  const lines = (await command('docker', ['ps', '--filter', `label=com.docker.compose.project=${project}`, '--format', '{{.ID}} {{.Label "com.docker.compose.service"}}'])).trim().split('\n').filter(Boolean);
  const services = new Map(lines.map((line) => line.split(' ') as [string, string]));
  if (services.size === 0) return new Map();
  const stats = (await command('docker', ['stats', '--no-stream', '--format', '{{.ID}}|{{.MemUsage}}', ...services.keys()])).trim().split('\n');
  const sample: MemorySample = new Map();
  for (const line of stats) {
    const [id = '', usage = ''] = line.split('|');
    const service = [...services].find(([full]) => full.startsWith(id) || id.startsWith(full))?.[1];
    if (service) sample.set(service, parseSize(usage.split('/')[0] as string));
  }
  return sample;
}

// Keeps the highest reading of each service over repeated samples.
export function peaks(samples: MemorySample[]): MemorySample {
  const peak: MemorySample = new Map();
  for (const sample of samples) for (const [service, bytes] of sample) peak.set(service, Math.max(peak.get(service) ?? 0, bytes));
  return peak;
}

export type LoadResult = { requests: number; byStatus: Record<string, number>; errors: number; seconds: number };

// Page and API reads a visitor's browser makes, round-robin over `connections` connections: pages
// (server-rendered by web), content-api's public reads, auth-api's key set, feeds and an image.
export function readLoad(site: string, paths: string[], seconds: number, connections = 8): Promise<LoadResult> {
  const byStatus: Record<string, number> = {};
  let errors = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { url: site, connections, duration: seconds, timeout: 10, requests: paths.map((p) => ({ method: 'GET' as const, path: p, headers: { 'accept-encoding': 'gzip' } })) },
      (error, result) => {
        if (error) return reject(error);
        resolve({ requests: result.requests.total, byStatus, errors, seconds });
      },
    );
    instance.on('response', (_client: unknown, status: number) => (byStatus[status] = (byStatus[status] ?? 0) + 1));
    instance.on('reqError', () => errors++);
  });
}

// Samples every `everyMs` while `work` runs; returns its result and the peak of each service.
export async function sampleDuring<T>(project: string, work: Promise<T>, everyMs = 2000): Promise<{ result: T; peak: MemorySample }> {
  const samples: MemorySample[] = [];
  let done = false;
  const watching = (async () => {
    while (!done) {
      samples.push(await sampleMemory(project));
      await new Promise((r) => setTimeout(r, everyMs));
    }
  })();
  try {
    return { result: await work, peak: peaks(samples) };
  } finally {
    done = true;
    await watching;
    samples.push(await sampleMemory(project));
  }
}

export type FootprintVerdict = { problems: string[]; idleTotal: number; loadTotal: number };

// The targets: each Node service idle, and the total under load of every service that is not part of
// the monitoring profile.
export function judgeFootprint(idle: MemorySample, load: MemorySample, monitoringServices: string[]): FootprintVerdict {
  const counted = (sample: MemorySample) => [...sample].filter(([service]) => !monitoringServices.includes(service));
  const idleTotal = counted(idle).reduce((sum, [, bytes]) => sum + bytes, 0);
  const loadTotal = counted(load).reduce((sum, [, bytes]) => sum + bytes, 0);
  const problems: string[] = [];
  for (const service of nodeServices) {
    const bytes = idle.get(service);
    if (bytes === undefined) problems.push(`${service}: no memory reading`);
    else if (bytes > nodeServiceIdleLimit) problems.push(`${service} holds ${(bytes / 1e6).toFixed(0)} MB idle (target ≤ ${nodeServiceIdleLimit / 1e6} MB)`);
  }
  if (loadTotal > stackLoadLimit) problems.push(`the stack holds ${(loadTotal / mib).toFixed(0)} MiB under load (target ≤ ${stackLoadLimit / mib} MiB)`);
  return { problems, idleTotal, loadTotal };
}
