import { metricsRegistry, singleMetric } from '@hvac/server-kit';
import { Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { Counter, Gauge } from 'prom-client';
import { type BackupState, BackupStatus } from './backup-status.service';

// A scrape collects every metric at once: the ones here share the read in flight, one per scrape.
// A scrape must answer even when the database does not.
const readTimeoutMs = 2000;

// The reader of the latest application (one per process, several in tests).
const reading: { current?: BackupMetrics } = {};

async function state(): Promise<BackupState | undefined> {
  return reading.current?.snapshot().catch(() => undefined);
}

// prom-client keeps a 0 for a metric without labels even after reset(); remove() drops it, so
// "unknown" is a missing sample, never a 0 that reads as "archived just now".
function clear(metric: Gauge<string> | Counter<string>, labelled: boolean): void {
  metric.reset();
  if (!labelled) metric.remove();
}

function gauge(name: string, help: string, labelNames: string[], fill: (gauge: Gauge<string>, state: BackupState) => void): void {
  singleMetric(
    name,
    () =>
      new Gauge({
        name,
        help,
        labelNames,
        registers: [metricsRegistry],
        async collect() {
          clear(this, labelNames.length > 0);
          const read = await state();
          if (read) fill(this, read);
        },
      }),
  );
}

// pg_stat_archiver's counts only grow (until the statistics are reset, which Prometheus's rate() takes as a counter reset).
function counter(name: string, help: string, value: (wal: NonNullable<BackupState['wal']>) => number | null): void {
  singleMetric(
    name,
    () =>
      new Counter({
        name,
        help,
        registers: [metricsRegistry],
        async collect() {
          clear(this, false);
          const wal = (await state())?.wal;
          const count = wal ? value(wal) : null;
          if (count !== null) this.inc(count);
        },
      }),
  );
}

function registerMetrics(): void {
  gauge('hvac_backup_configured', 'Whether the site database has backup.status, the backup job\'s record (1), or nothing backs the site up (0)', [], (g, s) =>
    g.set(s.configured ? 1 : 0),
  );
  gauge('hvac_backup_last_success_age_seconds', 'Seconds since the last backup that worked, by kind (database, media)', ['kind'], (g, s) => {
    for (const run of s.runs) if (run.successAgeSeconds !== null) g.set({ kind: run.kind }, Math.max(0, run.successAgeSeconds));
  });
  gauge('hvac_backup_last_run_ok', 'Whether the last backup run worked (1) or failed (0), by kind', ['kind'], (g, s) => {
    for (const run of s.runs) g.set({ kind: run.kind }, run.ok ? 1 : 0);
  });
  gauge('hvac_wal_archive_last_archived_age_seconds', 'Seconds since Postgres last archived a WAL file (absent while archive_mode is off or none was archived)', [], (g, s) => {
    const age = s.wal?.lastArchivedAgeSeconds;
    if (age !== null && age !== undefined) g.set(Math.max(0, age));
  });
  counter('hvac_wal_archive_archived_total', 'WAL files Postgres archived (pg_stat_archiver.archived_count)', (wal) => wal.archivedCount);
  counter('hvac_wal_archive_failed_total', 'Failed attempts to archive a WAL file (pg_stat_archiver.failed_count)', (wal) => wal.failedCount);
  counter('hvac_wal_written_bytes_total', 'Bytes of WAL Postgres has written (its current WAL position), to tell an idle database from a stalled archive', (wal) => wal.writtenBytes);
}

// The backups and WAL archiving as Prometheus sees them, read from Postgres at scrape time: the age
// and result of the last backup per kind from backup.status, and WAL archiving from pg_stat_archiver.
// Without backup.status only hvac_backup_configured 0 is reported; with archive_mode off, no WAL series.
// When the database does not answer, these series are missing from the scrape.
@Injectable()
export class BackupMetrics implements OnModuleInit, OnModuleDestroy {
  private inFlight?: Promise<BackupState>;

  constructor(private readonly status: BackupStatus) {}

  onModuleInit(): void {
    registerMetrics();
    reading.current = this;
  }

  onModuleDestroy(): void {
    if (reading.current === this) reading.current = undefined;
  }

  snapshot(): Promise<BackupState> {
    this.inFlight ??= withTimeout(this.status.read()).finally(() => {
      this.inFlight = undefined;
    });
    return this.inFlight;
  }
}

function withTimeout<T>(promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('backup status read timed out')), readTimeoutMs);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
