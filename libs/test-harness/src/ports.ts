import fs from 'node:fs';
import net from 'node:net';

// Ports are taken by binding, never by probing and hoping: in-process servers listen on port 0; a
// program that needs its number up front gets a port this process holds (a reservation), let go just
// before the program starts, and is started again on another port if it still finds it taken.
//
// Reserved ports come from below the kernel's ephemeral range: outgoing connections take their local
// port from that range, so a port from it could be taken by any client socket between our check and
// the program's bind, however short that window is.

export class AddressInUseError extends Error {}

const addressInUse = /EADDRINUSE|address already in use/i;

export function isAddressInUse(error: unknown): boolean {
  if (error instanceof AddressInUseError) return true;
  if ((error as { code?: unknown } | null)?.code === 'EADDRINUSE') return true;
  return error instanceof Error && addressInUse.test(error.message);
}

// Output of a program that stopped because its port was taken.
export function saysAddressInUse(output: string): boolean {
  return addressInUse.test(output);
}

function ephemeralRange(): [number, number] {
  try {
    const [low, high] = fs.readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
    if (low && high) return [low, high];
  } catch {
    // not Linux
  }
  return [49152, 65535];
}

// Candidates: 20000 up to the ephemeral range (above the usual development servers' ports), or above
// the ephemeral range when it starts too low to leave room.
function candidatePorts(): [number, number] {
  const [low, high] = ephemeralRange();
  if (low - 20000 >= 2000) return [20000, low - 1];
  if (65535 - high >= 2000) return [high + 1, 65535];
  return [20000, 65535];
}

function randomCandidate(): number {
  const [from, to] = candidatePorts();
  return from + Math.floor(Math.random() * (to - from + 1));
}

function listen(port: number, host: string): Promise<net.Server> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen({ port, host, exclusive: true }, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}

const close = (server: net.Server) => new Promise<void>((resolve) => server.close(() => resolve()));

export type PortReservation = { port: number; release: () => Promise<void> };

// Binds a port and holds it until release(); other reservations, here or in another process, cannot get it.
export async function reservePort(host = '127.0.0.1'): Promise<PortReservation> {
  return (await reservePortBlock(1, host))[0] as PortReservation;
}

// `count` consecutive ports, all held (for programs configured with a base port).
export async function reservePortBlock(count: number, host = '127.0.0.1'): Promise<PortReservation[]> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const base = randomCandidate();
    if (base + count - 1 > 65535) continue;
    const held: net.Server[] = [];
    try {
      for (let i = 0; i < count; i++) held.push(await listen(base + i, host));
      return held.map((server, i) => ({ port: base + i, release: () => close(server) }));
    } catch (error) {
      await Promise.all(held.map(close));
      if (!isAddressInUse(error)) throw error;
    }
  }
  throw new Error(`no ${count} free consecutive port(s) found on ${host}`);
}

// Starts a program on a port of its own: reserves one, lets go of it just before the start, and tries
// again on another port when the program reports the port taken (someone bound it in between).
export async function startOnFreePort<T>(start: (port: number) => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const reservation = await reservePort();
    await reservation.release();
    try {
      return await start(reservation.port);
    } catch (error) {
      if (attempt >= attempts || !isAddressInUse(error)) throw error;
    }
  }
}

// A port number for callers that start their server later and cannot retry. Prefer startOnFreePort or
// listening on port 0: a number handed out here can still be taken before it is used.
export async function freePort(): Promise<number> {
  const reservation = await reservePort();
  await reservation.release();
  return reservation.port;
}

// Whether something listens on a port now, for messages to people (`npm start` names a taken port).
export async function isPortFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  try {
    await close(await listen(port, host));
    return true;
  } catch {
    return false;
  }
}

export async function waitForPort(port: number, timeoutMs = 30_000, host = '127.0.0.1'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, host);
      socket.once('connect', () => socket.end(() => resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nothing listens on ${host}:${port} after ${timeoutMs} ms`);
}

export async function waitForHttp(url: string, timeoutMs = 60_000, accept = (status: number) => status < 500): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (accept(res.status)) return;
      last = `HTTP ${res.status}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not become ready within ${timeoutMs} ms (${last})`);
}
