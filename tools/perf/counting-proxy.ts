// A pass-through HTTP proxy that counts the requests reaching a backend, per URL and wall-clock
// second. Put between the gateway and a service, it shows how many requests the micro-cache let
// through.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type CountingProxy = {
  address: string;
  // url -> second (epoch) -> requests
  counts: Map<string, Map<number, number>>;
  reset: () => void;
  stop: () => Promise<void>;
};

export async function startCountingProxy(target: string): Promise<CountingProxy> {
  const [host, port] = target.split(':');
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const counts = new Map<string, Map<number, number>>();
  const server = http.createServer((req, res) => {
    const url = req.url ?? '/';
    const second = Math.floor(Date.now() / 1000);
    const perSecond = counts.get(url) ?? new Map<number, number>();
    perSecond.set(second, (perSecond.get(second) ?? 0) + 1);
    counts.set(url, perSecond);
    const upstream = http.request({ host, port: Number(port), method: req.method, path: url, headers: req.headers, agent }, (reply) => {
      res.writeHead(reply.statusCode ?? 502, reply.headers);
      reply.pipe(res);
    });
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  server.keepAliveTimeout = 5000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port: listening } = server.address() as AddressInfo;
  return {
    address: `127.0.0.1:${listening}`,
    counts,
    reset: () => counts.clear(),
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      agent.destroy();
    },
  };
}
