// The gateway for `npm run bench`: exactly deploy/gateway/templates/default.conf.template, rendered
// as libs/test-harness/src/gateway.ts renders it, plus one bench-only location serving a 1 KB static
// file from disk. That file is the reference R: what this nginx does with no upstream at all.
// The load generator is its trusted front proxy (as the Ingress is in Kubernetes), so rows that
// stand for many visitors name them in X-Forwarded-For; requests without it are one client, 127.0.0.1.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {
  gatewayMainConfig,
  removeStaleLimiterSocket,
  gatewayTemplatePath,
  gatewayTemplateValues,
  type GatewayUpstreams,
  renderTemplate,
  type RunningGateway,
  waitForPort,
} from '@hvac/test-harness';
import type { StartGatewayFn } from './stack';

export const referencePath = '/__bench/static-1k.txt';
// Answered by nginx itself with 204: the floor any endpoint's cost is compared with (the load generator
// and the gateway share this machine's cores with the stack).
export const noOpPath = '/__bench/no-op';

function findNginx(): string {
  const found = [process.env['NGINX_BIN'], '/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/bin/nginx'].find((c) => c && fs.existsSync(c));
  if (!found) throw new Error('nginx is not installed (Debian: apt-get install nginx)');
  return found;
}

// The site's server block, with the reference location inserted before its catch-all.
export function benchGatewayConfig(port: number, upstreams: GatewayUpstreams, staticDir: string): string {
  const rendered = renderTemplate(fs.readFileSync(gatewayTemplatePath, 'utf8'), gatewayTemplateValues(port, upstreams));
  const catchAll = '    # Everything else: server-rendered pages';
  if (!rendered.includes(catchAll)) throw new Error(`the gateway template has no "${catchAll.trim()}" block to insert the bench location before`);
  const reference = `    # bench only: the reference R, a 1 KB file nginx serves from disk
    location = ${referencePath} {
        root ${staticDir};
        default_type text/plain;
    }

    # bench only: a request the gateway answers itself, as cheaply as any request can be answered
    location = ${noOpPath} {
        return 204;
    }

`;
  return rendered.replace(catchAll, `${reference}${catchAll}`);
}

export const startBenchGateway: StartGatewayFn = async ({ port, upstreams, dataDir }) => {
  const nginx = findNginx();
  for (const dir of ['tmp', 'logs', 'cache', 'static/__bench']) fs.mkdirSync(path.join(dataDir, dir), { recursive: true });
  const staticDir = path.join(dataDir, 'static');
  // 1 KB of text that compresses like a small real file, not a run of one byte.
  const words = 'heating cooling furnace boiler duct gas line refrigeration milton ontario service repair install '.split(' ');
  let text = '';
  for (let i = 0; text.length < 1024; i++) text += `${words[(i * 7) % words.length]} `;
  fs.writeFileSync(path.join(staticDir, referencePath), text.slice(0, 1023) + '\n');
  const mainPath = path.join(dataDir, 'nginx.conf');
  const confPath = path.join(dataDir, 'gateway.conf');
  fs.writeFileSync(mainPath, gatewayMainConfig('/etc/nginx/mime.types', { errorLog: 'logs/error.log warn', workerConnections: 8192, trustedProxies: ['127.0.0.1'] }));
  removeStaleLimiterSocket(port);
  const write = (u: GatewayUpstreams) => fs.writeFileSync(confPath, benchGatewayConfig(port, u, staticDir));
  write(upstreams);
  const args = ['-p', `${dataDir}/`, '-c', mainPath];
  const child: ChildProcess = spawn(nginx, [...args, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  const stderr: string[] = [];
  child.stderr?.on('data', (c: Buffer) => stderr.push(c.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await Promise.race([
    waitForPort(port, 15_000),
    exited.then(() => {
      throw new Error(`nginx (bench gateway) exited: ${stderr.join('').slice(-500)}`);
    }),
  ]);
  const gateway: RunningGateway = {
    url: `http://localhost:${port}`,
    reload: async (next = upstreams) => {
      write(next);
      child.kill('SIGHUP');
      // Old workers finish their requests and exit; new connections meet the new configuration.
      await new Promise((r) => setTimeout(r, 1500));
    },
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
  return gateway;
};
