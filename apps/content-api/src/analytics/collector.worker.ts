import { readlinkSync } from 'node:fs';
import os from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { Pool } from 'pg';
import type { CollectorRequest, CollectorSettings, CollectorUpdate } from './collector-protocol';
import { AnalyticsCollector } from './collector';
import { createCollectorServer } from './collector-server';
import { DailySalt, type QueryRows } from './daily-salt';
import { EventBuffer, type WarnLog } from './event-buffer';

// The analytics collector's thread (started by CollectorWorker): its own HTTP port, its own two
// database connections, and the batched inserts, so no beacon ever waits in the queue of the event
// loop that answers page reads.
const settings = workerData as CollectorSettings;

// A beacon can wait; a page read cannot. On Linux a thread has a priority of its own (setpriority on
// its thread id): this one yields the CPU to the app's main thread, web and Postgres whenever they
// want it. Elsewhere the thread keeps the process's priority.
try {
  os.setPriority(Number(readlinkSync('/proc/thread-self').split('/').pop()), 10);
} catch {
  // not Linux, or not allowed: nothing changes
}

const parent = parentPort;
if (!parent) throw new Error('collector.worker runs as a worker thread of content-api');
const send = (update: CollectorUpdate) => parent.postMessage(update);
const warn: WarnLog = (fields, message) => send({ type: 'warn', fields, message });

const pool = new Pool({ connectionString: settings.databaseUrl, max: 2, connectionTimeoutMillis: 5000 });
// A connection the server closed while idle; the next query opens another.
pool.on('error', (error) => warn({ err: String(error) }, 'analytics database connection lost'));
const query: QueryRows = async <T>(sql: string, params: unknown[]) => (await pool.query(sql, params)).rows as T[];

const buffer = new EventBuffer(query, settings.buffer, warn);
const server = createCollectorServer(new AnalyticsCollector(new DailySalt(query), buffer, settings.publicSiteUrl), { ...settings, warn });

parent.on('message', (request: CollectorRequest) => {
  const done = () => send({ type: 'done', id: request.id });
  if (request.type === 'flush') void buffer.flush().then(done);
  // Refuses new beacons, waits for those under way, writes everything waiting, then lets the thread end.
  else void server.close().then(() => buffer.flush()).then(() => pool.end()).then(() => {
    done();
    parent.close();
  });
});

server.listen({ port: settings.port, host: settings.host }).then(
  () => send({ type: 'listening', port: (server.server.address() as { port: number }).port }),
  (error: unknown) => send({ type: 'failed', message: String(error) }),
);
