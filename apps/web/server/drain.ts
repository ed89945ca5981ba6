import type { Server } from 'node:http';

// How often keep-alive connections are looked at while draining: each is closed as soon as its
// last response has gone out.
const idleSweepMs = 50;

// Stops a server as an orchestrator expects: no new connections, the requests in flight finish
// (for at most graceMs; then their connections are cut), idle keep-alive connections close at once.
// Resolves true when everything finished within the grace period.
export function drain(server: Server, graceMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const sweeper = setInterval(() => server.closeIdleConnections(), idleSweepMs);
    const deadline = setTimeout(() => {
      clearInterval(sweeper);
      server.closeAllConnections();
      resolve(false);
    }, graceMs);
    // A response that starts after this point tells its client not to reuse the connection.
    server.prependListener('request', (_request, response) => response.setHeader('Connection', 'close'));
    // Also closes the connections that are idle now.
    server.close(() => {
      clearInterval(sweeper);
      clearTimeout(deadline);
      resolve(true);
    });
  });
}
