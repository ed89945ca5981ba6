import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';
import { metricsRegistry } from './metrics-registry';

export type MetricsServer = { port: number; close: () => Promise<void> };

// What the listener serves: the registry's text, or another source (web's primary aggregates its workers).
export type MetricsSource = Pick<Registry, 'contentType'> & { metrics: () => Promise<string> };

// The metrics listener: GET /metrics on its own port, which no gateway routes to. It listens on all
// interfaces (in a container Prometheus scrapes from outside); the network policies say who may.
export function startMetricsServer(port: number, source: MetricsSource = metricsRegistry, host = '0.0.0.0'): Promise<MetricsServer> {
  const server: Server = createServer((req, res) => {
    if (req.url !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    source.metrics().then(
      (text) => res.writeHead(200, { 'content-type': source.contentType, 'cache-control': 'no-store' }).end(req.method === 'HEAD' ? undefined : text),
      (error: unknown) => res.writeHead(500, { 'content-type': 'text/plain' }).end(`metrics failed: ${String(error)}\n`),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      // Never what keeps a stopping process alive.
      server.unref();
      resolve({
        port: (server.address() as AddressInfo).port,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}

// For a service's main: a port that cannot be had (another process holds it) must not stop the
// service; the scrape then fails, and the instance-down alert says so.
export async function startMetricsServerOrWarn(port: number, warn: (message: string) => void, source?: MetricsSource): Promise<MetricsServer | undefined> {
  try {
    return await startMetricsServer(port, source);
  } catch (error) {
    warn(`metrics endpoint not started on port ${port}: ${(error as Error).message}`);
    return undefined;
  }
}
