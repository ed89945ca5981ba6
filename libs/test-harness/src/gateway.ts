// The nginx gateway for a local run: renders deploy/gateway/templates/default.conf.template (the one
// gateway configuration compose and Kubernetes also use) with local upstream addresses, wraps it in a
// minimal main nginx.conf whose paths all live in dataDir, and runs nginx as a non-daemon child.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { waitForPort } from './ports';
import { childPids } from './processes';

export const gatewayTemplatePath = path.resolve(__dirname, '../../../deploy/gateway/templates/default.conf.template');

// An address is host:port or an http(s) URL; several addresses make a load-balanced upstream.
export type UpstreamAddress = string | string[];

export type GatewayUpstreams = {
  web: UpstreamAddress;
  authApi: UpstreamAddress;
  contentApi: UpstreamAddress;
  // content-api's analytics collector (its ANALYTICS_PORT); a stub content-api that answers every
  // route itself may leave it out.
  analytics?: UpstreamAddress;
  media: { endpoint: string; bucket: string };
};

export type GatewayOptions = {
  port: number;
  upstreams: GatewayUpstreams;
  dataDir: string;
  // The host names the site answers to (any other Host gets 421).
  siteHosts?: string[];
  // Front proxies (addresses or CIDR blocks) whose X-Forwarded-For names the client, as the
  // Kubernetes Ingress controller does; none by default.
  trustedProxies?: string[];
  // The syslog server (host:port over UDP, or unix:/path) that gets one line per micro-cache
  // response, for the metrics exporter (mtail); none by default.
  cacheLog?: string;
};

// A local run answers to both loopback names; compose and Kubernetes set the real host.
export const localSiteHosts = ['localhost', '127.0.0.1'];

// The limiter's socket (see the template): one per gateway port.
export const limiterSocketPath = (port: number) => `/tmp/hvac-gateway-${port}.sock`;

export type RunningGateway = {
  url: string;
  stop: () => Promise<void>;
  // Re-renders the configuration (with new upstreams if given) and reloads nginx without dropping requests.
  reload: (upstreams?: GatewayUpstreams) => Promise<void>;
};

export type TemplateValues = Record<string, string | string[]>;

// envsubst semantics for the `${NAME}` placeholders, plus one local extension: a line holding a
// placeholder whose value is a list is repeated once per item (several servers in an upstream).
export function renderTemplate(template: string, values: TemplateValues): string {
  const rendered = template
    .split('\n')
    .flatMap((line) => {
      const lists = Object.entries(values).filter(([name, value]) => Array.isArray(value) && line.includes(`\${${name}}`));
      if (lists.length > 1) throw new Error(`a template line may hold one list placeholder: ${line.trim()}`);
      if (lists.length === 0) return [line];
      const [name, items] = lists[0] as [string, string[]];
      if (items.length === 0) throw new Error(`${name} needs at least one address`);
      return items.map((item) => line.split(`\${${name}}`).join(item));
    })
    .join('\n')
    .replace(/\$\{([A-Z][A-Z0-9_]*)\}/g, (placeholder, name: string) => {
      const value = values[name];
      return typeof value === 'string' ? value : placeholder;
    });
  const missing = [...new Set([...rendered.matchAll(/\$\{([A-Z][A-Z0-9_]*)\}/g)].map((m) => m[1]))];
  if (missing.length > 0) throw new Error(`gateway template placeholders without a value: ${missing.join(', ')}`);
  return rendered;
}

function hostPort(address: string, what: string): string {
  const trimmed = address.trim();
  if (/^https?:\/\//.test(trimmed)) return new URL(trimmed).host;
  if (/^[A-Za-z0-9.-]+:\d{1,5}$/.test(trimmed) || /^\[[0-9a-fA-F:]+\]:\d{1,5}$/.test(trimmed)) return trimmed;
  throw new Error(`${what} must be host:port or an http(s) URL, got "${address}"`);
}

function hostPorts(address: UpstreamAddress, what: string): string[] {
  const list = Array.isArray(address) ? address : [address];
  if (list.length === 0) throw new Error(`${what} needs at least one address`);
  return list.map((a) => hostPort(a, what));
}

function mediaOrigin(endpoint: string): string {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw new Error(`the media endpoint must be an http(s) URL, got "${endpoint}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`the media endpoint must be http(s), got "${endpoint}"`);
  return url.origin;
}

export function gatewayTemplateValues(port: number, upstreams: GatewayUpstreams, siteHosts: string[] = localSiteHosts): TemplateValues {
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(upstreams.media.bucket)) {
    throw new Error(`the media bucket name is not a valid S3 bucket name: "${upstreams.media.bucket}"`);
  }
  const badHost = siteHosts.find((host) => !/^([a-z0-9]([a-z0-9.-]*[a-z0-9])?|\[[0-9a-f:.]+\])$/i.test(host));
  if (siteHosts.length === 0 || badHost !== undefined) throw new Error(`the site host must be a host name without scheme or port, got "${badHost ?? ''}"`);
  return {
    GATEWAY_PORT: String(port),
    SITE_HOST: siteHosts.join(' '),
    WEB_UPSTREAM: hostPorts(upstreams.web, 'the web upstream'),
    AUTH_API_UPSTREAM: hostPorts(upstreams.authApi, 'the auth-api upstream'),
    CONTENT_API_UPSTREAM: hostPorts(upstreams.contentApi, 'the content-api upstream'),
    ANALYTICS_UPSTREAM: hostPorts(upstreams.analytics ?? upstreams.contentApi, 'the analytics upstream'),
    MEDIA_ENDPOINT: mediaOrigin(upstreams.media.endpoint),
    MEDIA_BUCKET: upstreams.media.bucket,
  };
}

function findNginx(): string {
  const candidates = [process.env['NGINX_BIN'], '/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/bin/nginx', '/opt/homebrew/bin/nginx'];
  for (const dir of (process.env['PATH'] ?? '').split(path.delimiter)) if (dir) candidates.push(path.join(dir, 'nginx'));
  const found = candidates.find((c) => c && fs.existsSync(c));
  if (!found) throw new Error('nginx is not installed (Debian/Ubuntu: apt-get install nginx; macOS: brew install nginx)');
  return found;
}

// The mime.types shipped next to the system's nginx.conf, or a small built-in table.
function mimeTypesInclude(nginx: string, dataDir: string): string {
  const version = execFileSync(nginx, ['-V'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  const confPath = /--conf-path=(\S+)/.exec(version)?.[1];
  const shipped = confPath ? path.join(path.dirname(confPath), 'mime.types') : '';
  if (shipped && fs.existsSync(shipped)) return shipped;
  const fallback = path.join(dataDir, 'mime.types');
  fs.writeFileSync(
    fallback,
    `types {
    text/html html; text/css css; text/plain txt; text/xml xml; application/javascript js mjs; application/json json;
    application/rss+xml rss; image/svg+xml svg; image/png png; image/jpeg jpg jpeg; image/gif gif; image/webp webp;
    image/avif avif; image/x-icon ico; font/woff woff; font/woff2 woff2; application/manifest+json webmanifest;
}
`,
  );
  return fallback;
}

// real-ip.conf: the front proxies trusted to name the client, exactly as Kubernetes' entrypoint script
// (deploy/gateway/docker-entrypoint.d) writes it from GATEWAY_TRUSTED_PROXIES.
export function trustedProxiesConfig(proxies: string[]): string {
  const bad = proxies.find((p) => !/^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(p));
  if (bad !== undefined) throw new Error(`a trusted proxy must be an address or CIDR block, got "${bad}"`);
  return [...proxies.map((p) => `set_real_ip_from ${p};`), 'real_ip_header X-Forwarded-For;', 'real_ip_recursive on;', ''].join('\n');
}

// conf.d/cache-log.access-log: the micro-cache's results to a log exporter, exactly as the entrypoint
// script deploy/gateway/docker-entrypoint.d/30-gateway-cache-log.sh writes it from GATEWAY_CACHE_LOG.
export function cacheLogConfig(server: string | undefined): string {
  if (!server) return '';
  if (!/^([A-Za-z0-9.-]+|\[[0-9A-Fa-f:]+\]):\d{1,5}$|^unix:\/[^,; ]+$/.test(server)) {
    throw new Error(`the cache log server must be host:port or unix:/path, got "${server}"`);
  }
  return `access_log syslog:server=${server},nohostname,tag=gateway gateway_cache if=$upstream_cache_status;\n`;
}

// The nginx.conf around the rendered gateway.conf of a local run (the bench gateway's too).
export function gatewayMainConfig(
  mimeTypes: string,
  options: { errorLog?: string; workerConnections?: number; trustedProxies?: string[] } = {},
): string {
  // Relative paths resolve against the prefix (-p dataDir). As root, workers would otherwise run as
  // nobody and could not reach a private data directory.
  const runAsRoot = process.getuid?.() === 0 ? 'user root;\n' : '';
  return `# Generated by libs/test-harness/src/gateway.ts for a local run. Edit deploy/gateway instead.
${runAsRoot}worker_processes auto;
pid nginx.pid;
error_log ${options.errorLog ?? 'stderr notice'};

events {
    worker_connections ${options.workerConnections ?? 4096};
}

http {
    include ${mimeTypes};
    default_type application/octet-stream;
${options.trustedProxies?.length ? `${trustedProxiesConfig(options.trustedProxies).replace(/^(?=.)/gm, '    ')}` : ''}
    sendfile on;
    tcp_nopush on;
    client_body_temp_path tmp/client_body;
    proxy_temp_path tmp/proxy;
    fastcgi_temp_path tmp/fastcgi;
    uwsgi_temp_path tmp/uwsgi;
    scgi_temp_path tmp/scgi;

    include gateway.conf;
}
`;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return !fs.existsSync(`/proc/${pid}/stat`) || !/^\d+ \([^)]*\) Z/.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

function nginxError(stderr: string[], fallback: string): Error {
  const lines = stderr.filter((l) => /\[(emerg|alert|crit|error)\]/.test(l) || /failed/.test(l));
  return new Error(`nginx: ${(lines.length ? lines : stderr.slice(-5)).join('\n') || fallback}`);
}

// A gateway killed without its master's clean-up leaves its socket behind, and nginx cannot bind over
// it. The port was free for this gateway, so no running gateway owns that socket.
export function removeStaleLimiterSocket(port: number): void {
  fs.rmSync(limiterSocketPath(port), { force: true });
}

export type OutputLog = {
  // Settles once every process holding the output has closed it and the file has all of it; rejects
  // if the file could not be written.
  closed: Promise<void>;
};

// A child's stderr, each line to `onLine` and all of it to `file`. The pipe ends the file itself, when
// the last process writing to it has closed it: nginx's workers and helpers still write their exit
// notices after the master has gone (ending the file on the master's exit wrote to an ended stream,
// ERR_STREAM_WRITE_AFTER_END, on every Ctrl-C of `npm start`).
export function logOutput(child: ChildProcess, file: string, onLine: (line: string) => void): OutputLog {
  const { stderr } = child;
  if (!stderr) throw new Error('the process was started without a stderr pipe');
  const log = fs.createWriteStream(file, { flags: 'a' });
  const closed = new Promise<void>((resolve, reject) => {
    log.once('close', resolve);
    log.once('error', reject);
  });
  // Nobody may be waiting yet; the failure is kept for whoever awaits `closed`.
  closed.catch(() => undefined);
  stderr.pipe(log);
  readline.createInterface({ input: stderr, crlfDelay: Infinity }).on('line', onLine);
  return { closed };
}

export async function startGateway(options: GatewayOptions): Promise<RunningGateway> {
  const { port, dataDir, siteHosts, trustedProxies, cacheLog } = options;
  const nginx = findNginx();
  removeStaleLimiterSocket(port);
  for (const dir of ['tmp', 'logs', 'cache', 'conf.d']) fs.mkdirSync(path.join(dataDir, dir), { recursive: true });
  fs.writeFileSync(path.join(dataDir, 'conf.d', 'cache-log.access-log'), cacheLogConfig(cacheLog));
  const template = fs.readFileSync(gatewayTemplatePath, 'utf8');
  const mainPath = path.join(dataDir, 'nginx.conf');
  const gatewayPath = path.join(dataDir, 'gateway.conf');
  const args = ['-p', `${dataDir}/`, '-e', 'stderr', '-c', mainPath];

  const writeConfig = (upstreams: GatewayUpstreams) => {
    fs.writeFileSync(gatewayPath, renderTemplate(template, gatewayTemplateValues(port, upstreams, siteHosts)));
    try {
      execFileSync(nginx, [...args, '-t', '-q'], { encoding: 'utf8', stdio: ['ignore', 'ignore', 'pipe'] });
    } catch (error) {
      const stderr = (error as { stderr?: string }).stderr ?? '';
      throw nginxError(stderr.split('\n').filter(Boolean), 'the configuration test failed');
    }
  };
  fs.writeFileSync(mainPath, gatewayMainConfig(mimeTypesInclude(nginx, dataDir), { trustedProxies }));
  writeConfig(options.upstreams);

  // Access logs (JSON, one per line) go straight to a file; nginx's error log to another, and only
  // what stops the gateway also to our stderr (per-request errors would drown everything else).
  const accessLog = fs.openSync(path.join(dataDir, 'logs', 'access.log'), 'a');
  const child: ChildProcess = spawn(nginx, [...args, '-g', 'daemon off;'], { stdio: ['ignore', accessLog, 'pipe'] });
  fs.closeSync(accessLog);
  const stderr: string[] = [];
  const lineWaiters = new Set<(line: string) => void>();
  const errorLog = logOutput(child, path.join(dataDir, 'logs', 'error.log'), (line) => {
    stderr.push(line);
    if (stderr.length > 200) stderr.shift();
    if (/\[(crit|alert|emerg)\]/.test(line)) process.stderr.write(`[gateway] ${line}\n`);
    for (const waiter of lineWaiters) waiter(line);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const running = () => child.exitCode === null && child.signalCode === null;

  try {
    await Promise.race([
      waitForPort(port, 15_000),
      exited.then(() => {
        throw nginxError(stderr, `exited with ${child.exitCode ?? child.signalCode}`);
      }),
    ]);
  } catch (error) {
    if (running()) child.kill('SIGKILL');
    throw error;
  }

  let current = options.upstreams;
  return {
    url: `http://localhost:${port}`,
    reload: async (upstreams = current) => {
      if (!running() || child.pid === undefined) throw new Error('the gateway is not running');
      writeConfig(upstreams);
      current = upstreams;
      const master = child.pid;
      const previous = childPids(master);
      const started = new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => {
          lineWaiters.delete(onLine);
          reject(new Error('nginx did not start workers with the new configuration within 10 s'));
        }, 10_000);
        const onLine = (line: string) => {
          if (!/start worker process/.test(line)) return;
          clearTimeout(timer);
          lineWaiters.delete(onLine);
          resolve();
        };
        lineWaiters.add(onLine);
      });
      child.kill('SIGHUP');
      await started;
      // Old workers stop accepting at once and exit when their requests are done; until then a new
      // connection could still meet the old configuration.
      const deadline = Date.now() + 10_000;
      while (previous.some(isAlive) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    },
    // Resolves once nginx is gone and its last lines are in the error log (a terminal's Ctrl-C may have
    // stopped it already).
    stop: async () => {
      if (!running() || child.pid === undefined) return errorLog.closed;
      const master = child.pid;
      // SIGTERM is nginx's fast shutdown: workers close their connections and exit at once.
      child.kill('SIGTERM');
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), 5_000)));
      const outcome = await Promise.race([exited, timeout]);
      clearTimeout(timer);
      if (outcome === 'timeout') {
        // nginx workers outlive a master that had to be killed.
        const workers = childPids(master);
        child.kill('SIGKILL');
        for (const pid of workers) {
          try {
            process.kill(pid, 'SIGKILL');
          } catch {
            // already gone
          }
        }
        await exited;
      }
      await errorLog.closed;
    },
  };
}
