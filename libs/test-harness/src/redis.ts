import fs from 'node:fs';
import { startOnFreePort } from './ports';
import { type Managed, outputMatches, startProcess, untilReady } from './processes';

// A real redis-server configured as production wants it for BullMQ: no eviction, append-only file.
// Port 0: any free port.
export async function startLocalRedis(dataDir: string, port = 0, quiet = true): Promise<Managed & { url: string; port: number }> {
  fs.mkdirSync(dataDir, { recursive: true });
  const startOn = async (onPort: number) => {
    const proc = startProcess(
      'redis',
      'redis-server',
      ['--port', String(onPort), '--bind', '127.0.0.1', '--dir', dataDir, '--appendonly', 'yes', '--save', '', '--maxmemory-policy', 'noeviction'],
      // Settings come from the arguments only; the caller's environment has nothing redis needs.
      { quiet, env: { PATH: process.env['PATH'] ?? '' } },
    );
    await untilReady(proc, outputMatches(proc, /Ready to accept connections/, 30_000));
    return { ...proc, port: onPort, url: `redis://127.0.0.1:${onPort}` };
  };
  return port === 0 ? startOnFreePort(startOn) : startOn(port);
}
