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
};

export type WrkResult = {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  // Responses with status 400 or above.
  badStatus: number;
  socketErrors: number;
};

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
  io.write(string.format('WRK_JSON {"requests":%d,"duration_us":%d,"p50_us":%d,"p99_us":%d,"status":%d,"connect":%d,"read":%d,"write":%d,"timeout":%d,"threads":%d}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99), e.status, e.connect, e.read, e.write, e.timeout, ${threads}))
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
    const raw = JSON.parse(line.slice('WRK_JSON '.length)) as Record<string, number>;
    const n = (k: string) => raw[k] ?? 0;
    return {
      requests: n('requests'),
      rps: n('requests') / (n('duration_us') / 1e6),
      p50: n('p50_us') / 1000,
      p99: n('p99_us') / 1000,
      badStatus: n('status'),
      socketErrors: n('connect') + n('read') + n('write') + n('timeout'),
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
