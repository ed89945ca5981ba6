import type { BufferSettings } from './event-buffer';

// What content-api's main thread and the collector's worker thread say to each other.
export type CollectorSettings = {
  port: number;
  host: string;
  databaseUrl: string;
  publicSiteUrl: string;
  trustedProxies: string[];
  rateLimit: number;
  buffer: BufferSettings;
};

// flush: write what waits now; stop: close the port, write what waits, end.
export type CollectorRequest = { type: 'flush' | 'stop'; id: number };

export type CollectorUpdate =
  | { type: 'listening'; port: number }
  | { type: 'failed'; message: string }
  | { type: 'warn'; fields: Record<string, unknown>; message: string }
  | { type: 'done'; id: number };
