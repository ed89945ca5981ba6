// The micro-cache's hit ratio (issue 24, Metrics): the real gateway sends one `cache=STATUS` line per
// micro-cache response over syslog to a real mtail running deploy/monitoring/gateway-cache.mtail, as
// the monitoring profile and component run them, and mtail's /metrics counts them by status.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { freePort } from '@hvac/test-harness';
import { request } from './http-client';
import { useGatewayOnStubs } from './gateway-on-stubs';

const programs = path.resolve(__dirname, '../monitoring');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let mtail: ChildProcess;
let mtailOutput = '';
let metricsUrl: string;

async function scrape(): Promise<string> {
  const res = await fetch(metricsUrl);
  if (!res.ok) throw new Error(`mtail answered ${res.status}`);
  return res.text();
}

function cacheCounts(metrics: string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const m of metrics.matchAll(/^hvac_gateway_cache_responses_total\{[^}]*status="([A-Z]+)"[^}]*\} (\d+)$/gm)) {
    counts[m[1] as string] = Number(m[2]);
  }
  return counts;
}

let syslogPort: number;

beforeAll(async () => {
  syslogPort = await freePort();
  const httpPort = await freePort();
  metricsUrl = `http://127.0.0.1:${httpPort}/metrics`;
  mtail = spawn('mtail', ['--progs', programs, '--logs', `udp://127.0.0.1:${syslogPort}`, '--address', '127.0.0.1', '--port', String(httpPort), '--logtostderr'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  mtail.stdout?.on('data', (chunk: Buffer) => (mtailOutput += chunk.toString()));
  mtail.stderr?.on('data', (chunk: Buffer) => (mtailOutput += chunk.toString()));
  for (let i = 0; ; i++) {
    try {
      await scrape();
      break;
    } catch (error) {
      if (i > 100 || mtail.exitCode !== null) throw new Error(`mtail did not start: ${String(error)}\n${mtailOutput}`);
      await sleep(100);
    }
  }
});

afterAll(async () => {
  if (mtail && mtail.exitCode === null) {
    const exited = new Promise((r) => mtail.once('exit', r));
    mtail.kill('SIGTERM');
    await exited;
  }
});

// After mtail's hook: the gateway sends its cache lines to mtail's syslog port.
const site = useGatewayOnStubs(() => ({ cacheLog: `127.0.0.1:${syslogPort}` }));

describe('the micro-cache counter', () => {
  it('counts each micro-cache response by its cache status, and nothing for responses the cache never saw', async () => {
    site.stubs.contentApi.reply((req) => (req.url === '/blogs' ? { headers: { 'Content-Type': 'application/json' }, body: '{"blogs":[]}' } : undefined));
    const statuses: string[] = [];
    const requests: Record<string, string>[] = [{}, {}, {}, { Authorization: 'Bearer x' }];
    for (const headers of requests) {
      const res = await request(site.gateway.url, 'GET', '/blogs', { headers });
      expect(res.status).toBe(200);
      statuses.push(String(res.headers['x-cache-status']));
    }
    expect(statuses).toEqual(['MISS', 'HIT', 'HIT', 'BYPASS']);
    // Not micro-cached: no line, no count.
    await request(site.gateway.url, 'GET', '/api/users/me');

    const expected = { MISS: 1, HIT: 2, BYPASS: 1 };
    let counts: Record<string, number> = {};
    for (let i = 0; i < 50; i++) {
      counts = cacheCounts(await scrape());
      if (JSON.stringify(counts) === JSON.stringify(expected)) break;
      await sleep(100);
    }
    expect(counts).toEqual(expected);
    const metrics = await scrape();
    expect(metrics).toMatch(/^# TYPE hvac_gateway_cache_responses_total counter$/m);
    // Every line nginx sent was one mtail read as a line of its own (the format ends in a newline).
    expect(metrics).toMatch(/^mtail_log_lines_total\{[^}]*\} 4$/m);
  });
});
