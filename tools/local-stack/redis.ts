import fs from 'node:fs';
import { type Managed, startProcess } from './processes';
import { waitForPort } from './ports';

// A real redis-server configured as production wants it for BullMQ: no eviction, append-only file.
export async function startLocalRedis(dataDir: string, port: number, quiet = true): Promise<Managed & { url: string }> {
  fs.mkdirSync(dataDir, { recursive: true });
  const proc = startProcess(
    'redis',
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--dir', dataDir, '--appendonly', 'yes', '--save', '', '--maxmemory-policy', 'noeviction'],
    { quiet },
  );
  await waitForPort(port);
  return { ...proc, url: `redis://127.0.0.1:${port}` };
}
