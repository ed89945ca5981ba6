import { Agent, createServer, request as httpRequest, type Server } from 'node:http';
import type { Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { drain } from '../drain.js';

// A server whose /slow answers after `slowMs`, and a client that keeps its connections alive.
async function startServer(slowMs: number): Promise<{ server: Server; url: (path: string) => string }> {
  const server = createServer((req, res) => {
    if (req.url !== '/slow') return res.end('fast');
    const timer = setTimeout(() => res.end('slow done'), slowMs);
    res.on('close', () => clearTimeout(timer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, url: (path) => `http://127.0.0.1:${port}${path}` };
}

const agent = new Agent({ keepAlive: true });
afterAll(() => agent.destroy());

function get(url: string): Promise<{ status: number; body: string; socket: Socket }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { agent }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body, socket: req.socket as Socket }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('drain', () => {
  it('lets a request in flight finish, then closes its connection and stops', async () => {
    const { server, url } = await startServer(300);
    const slow = get(url('/slow'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const drained = drain(server, 5_000);
    const reply = await slow;
    expect(reply).toMatchObject({ status: 200, body: 'slow done' });
    const replied = Date.now();
    await expect(drained).resolves.toBe(true);
    // Not after Node's 5 s keep-alive time-out: the connection closed as soon as it was idle.
    expect(Date.now() - replied).toBeLessThan(1_000);
    expect(server.listening).toBe(false);
  });

  it('closes idle keep-alive connections at once', async () => {
    const { server, url } = await startServer(0);
    const first = await get(url('/'));
    const socketClosed = new Promise((resolve) => first.socket.once('close', resolve));
    const started = Date.now();
    await expect(drain(server, 5_000)).resolves.toBe(true);
    await socketClosed;
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('refuses new connections while draining', async () => {
    const { server, url } = await startServer(300);
    const slow = get(url('/slow'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const drained = drain(server, 5_000);
    await expect(get(url('/'))).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    await slow;
    await drained;
  });

  it('cuts requests that outlast the grace period', async () => {
    const { server, url } = await startServer(10_000);
    const slow = get(url('/slow'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    await expect(drain(server, 200)).resolves.toBe(false);
    expect(Date.now() - started).toBeLessThan(1_000);
    await expect(slow).rejects.toMatchObject({ code: 'ECONNRESET' });
  });
});
