// One load run with wrk, the load generator of `npm run bench` (C, multi-threaded: on a 2-core
// machine a Node load generator would be the bottleneck before nginx is). A Lua script sets the
// request, optionally paces each connection to a target rate, and prints the figures as JSON.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export type WrkOptions = {
  url: string;
  connections: number;
  durationSeconds: number;
  threads?: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  // Requests per second over all connections; unset = as fast as the server answers.
  rate?: number;
  // Each request from another client: a random X-Forwarded-For, which a gateway that trusts the
  // load generator as its front proxy takes as the client (many visitors, as behind the Ingress).
  distinctClients?: boolean;
  // Paths taken in turn, each with random tracking parameters (utm_source, gclid), instead of the
  // URL's own path.
  floodPaths?: string[];
  // Also report the slowest tenth's quantiles (`tail`), so that several runs' reads can be pooled into
  // one percentile (pooledPercentile).
  tail?: boolean;
};

export type WrkResult = {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  // Responses with status 400 or above.
  badStatus: number;
  socketErrors: number;
  // With `tail`: the latency in ms at each of tailPercentiles.
  tail?: number[];
};

// The 90.05th to the 100th percentile in steps of 0.05: one value for every 2,000th request, so the tail of a
// run of 1,000 requests is there request by request. The value at q stands for the requests ranked
// above q - 0.05 and up to q.
const tailStep = 0.05;
export const tailPercentiles = Array.from({ length: 200 }, (_, i) => 90 + (i + 1) * tailStep);

// Browsers ask for compressed bodies; so does every bench request, so the gateway does its real work.
export const browserHeaders: Record<string, string> = { 'Accept-Encoding': 'gzip', 'User-Agent': 'hvac-bench (wrk)' };

const lua = (s: string) => JSON.stringify(s);

function script(options: WrkOptions): string {
  const headers = { ...browserHeaders, ...options.headers };
  const threads = options.threads ?? 2;
  const perConnectionDelayMs = options.rate ? (options.connections * 1000) / options.rate : 0;
  return `
wrk.method = ${lua(options.method ?? 'GET')}
${options.body === undefined ? '' : `wrk.body = ${lua(options.body)}`}
${Object.entries(headers)
  .map(([k, v]) => `wrk.headers[${lua(k)}] = ${lua(v)}`)
  .join('\n')}
${
  perConnectionDelayMs > 0
    ? `function delay() return ${perConnectionDelayMs.toFixed(3)} * (0.5 + math.random()) end`
    : ''
}
${options.distinctClients || options.floodPaths ? perRequestScript(options) : ''}
function done(summary, latency, requests)
  local e = summary.errors
  local tail = {}
  ${options.tail ? `for _, p in ipairs({ ${tailPercentiles.map((p) => p.toFixed(2)).join(', ')} }) do tail[#tail + 1] = latency:percentile(p) end` : ''}
  io.write(string.format('WRK_JSON {"requests":%d,"duration_us":%d,"p50_us":%d,"p99_us":%d,"status":%d,"connect":%d,"read":%d,"write":%d,"timeout":%d,"threads":%d,"tail_us":[%s]}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99), e.status, e.connect, e.read, e.write, e.timeout, ${threads}, table.concat(tail, ',')))
end
`;
}

// A request built per call (slower than wrk's prepared one, so only where a row needs it).
function perRequestScript(options: WrkOptions): string {
  const paths = options.floodPaths ?? [];
  return `
local flood_paths = { ${paths.map(lua).join(', ')} }
local sent = 0
function request()
  ${options.distinctClients ? `wrk.headers["X-Forwarded-For"] = string.format("10.%d.%d.%d", math.random(0, 255), math.random(0, 255), math.random(1, 254))` : ''}
  if #flood_paths == 0 then return wrk.format() end
  sent = sent + 1
  local path = flood_paths[(sent % #flood_paths) + 1]
  return wrk.format(nil, string.format("%s?utm_source=%d&gclid=%d", path, math.random(1, 1000000000), math.random(1, 1000000000)))
end
`;
}

export function wrkAvailable(): boolean {
  return ['/usr/bin/wrk', '/usr/local/bin/wrk'].some((p) => fs.existsSync(p)) || (process.env['PATH'] ?? '').split(':').some((d) => d && fs.existsSync(path.join(d, 'wrk')));
}

export async function runWrk(options: WrkOptions): Promise<WrkResult> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wrk-'));
  const file = path.join(dir, 'run.lua');
  fs.writeFileSync(file, script(options));
  const args = [
    `-t${Math.min(options.threads ?? 2, options.connections)}`,
    `-c${options.connections}`,
    `-d${options.durationSeconds}s`,
    '--timeout',
    '10s',
    '-s',
    file,
    options.url,
  ];
  try {
    const stdout = await new Promise<string>((resolve, reject) =>
      execFile('wrk', args, { maxBuffer: 1 << 20 }, (error, out, err) => (error ? reject(new Error(`wrk failed: ${err || error.message}`)) : resolve(out))),
    );
    const line = stdout.split('\n').find((l) => l.startsWith('WRK_JSON '));
    if (!line) throw new Error(`wrk printed no summary: ${stdout.slice(-500)}`);
    const { tail_us: tail, ...raw } = JSON.parse(line.slice('WRK_JSON '.length)) as Record<string, number> & { tail_us: number[] };
    const n = (k: string) => raw[k] ?? 0;
    return {
      requests: n('requests'),
      rps: n('requests') / (n('duration_us') / 1e6),
      p50: n('p50_us') / 1000,
      p99: n('p99_us') / 1000,
      badStatus: n('status'),
      socketErrors: n('connect') + n('read') + n('write') + n('timeout'),
      ...(options.tail ? { tail: tail.map((us) => us / 1000) } : {}),
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

// The percentile p (above 90) of all the requests of several runs together, from each run's tail: the
// lowest latency that at most (100 - p) % of them exceeded, as wrk reads one run. Runs that alternate
// with others (a control and a measured load) are pooled so that one slow stretch weighs by the requests
// it slowed, not by the run it fell in.
export function pooledPercentile(runs: Pick<WrkResult, 'requests' | 'tail'>[], p: number): number {
  if (!(p > 90 && p <= 100)) throw new Error('only the slowest tenth is pooled');
  const samples = runs
    .flatMap((run) => {
      if (run.tail?.length !== tailPercentiles.length) throw new Error('a run without its tail cannot be pooled (WrkOptions.tail)');
      return run.tail.map((ms) => ({ ms, weight: (run.requests * tailStep) / 100 }));
    })
    .sort((a, b) => b.ms - a.ms);
  // Slack for the sum of floating-point weights.
  const allowedAbove = ((runs.reduce((sum, run) => sum + run.requests, 0) * (100 - p)) / 100) * (1 + 1e-9);
  let above = 0;
  for (const [i, sample] of samples.entries()) {
    if (above + sample.weight > allowedAbove || i === samples.length - 1) return sample.ms;
    above += sample.weight;
  }
  return Number.NaN;
}
