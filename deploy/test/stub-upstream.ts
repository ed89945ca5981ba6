import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { GatewayUpstreams } from '@hvac/test-harness';

// `at`: when the request arrived (ms since the epoch), for counting backend requests per second.
export type SeenRequest = { method: string; url: string; headers: http.IncomingHttpHeaders; bodyBytes: number; at: number };

export type StubReply = { status?: number; headers?: Record<string, string>; body?: string; delayMs?: number };

// A stand-in for one upstream: records every request it gets and answers with its own name, the path
// and the headers it saw (or whatever `reply` returns for that request).
export type StubUpstream = {
  name: string;
  address: string;
  seen: SeenRequest[];
  seenPaths: () => string[];
  reply: (handler: ((req: SeenRequest) => StubReply | undefined) | null) => void;
  close: () => Promise<void>;
};

export async function startStubUpstream(name: string): Promise<StubUpstream> {
  const seen: SeenRequest[] = [];
  let handler: ((req: SeenRequest) => StubReply | undefined) | null = null;
  const server = http.createServer((req, res) => {
    let bodyBytes = 0;
    req.on('data', (chunk: Buffer) => (bodyBytes += chunk.length));
    req.on('end', () => {
      const request: SeenRequest = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, bodyBytes, at: Date.now() };
      seen.push(request);
      const custom = handler?.(request);
      const send = () => {
        if (res.destroyed) return;
        const body = custom?.body ?? JSON.stringify({ upstream: name, ...request });
        res.writeHead(custom?.status ?? 200, {
          'Content-Type': 'application/json',
          // Headers the gateway must replace or hide rather than pass on or duplicate.
          'Content-Security-Policy': "default-src *",
          'X-Powered-By': 'stub',
          'X-Content-Type-Options': 'nosniff',
          ...custom?.headers,
        });
        res.end(req.method === 'HEAD' ? undefined : body);
      };
      if (custom?.delayMs) setTimeout(send, custom.delayMs);
      else send();
    });
  });
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    name,
    address: `127.0.0.1:${port}`,
    seen,
    seenPaths: () => seen.map((r) => r.url),
    reply: (next) => {
      handler = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// One stub for each upstream the gateway knows.
export type StubServices = { web: StubUpstream; authApi: StubUpstream; contentApi: StubUpstream; analytics: StubUpstream; media: StubUpstream };

export async function startStubServices(): Promise<StubServices> {
  return {
    web: await startStubUpstream('web'),
    authApi: await startStubUpstream('auth-api'),
    contentApi: await startStubUpstream('content-api'),
    analytics: await startStubUpstream('analytics'),
    media: await startStubUpstream('media'),
  };
}

// The gateway's upstreams, all on the stub services.
export const stubUpstreams = (stubs: StubServices, bucket = 'media'): GatewayUpstreams => ({
  web: stubs.web.address,
  authApi: stubs.authApi.address,
  contentApi: stubs.contentApi.address,
  analytics: stubs.analytics.address,
  media: { endpoint: `http://${stubs.media.address}`, bucket },
});
