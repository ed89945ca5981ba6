import { type BackupKind, backupKinds, backupWarnAfterHours } from '@hvac/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

// The last run of one kind, as the backup job recorded it (deploy/backup/bin/common.sh writes the row).
export type BackupStatusRow = {
  kind: BackupKind;
  finishedAt: Date;
  ok: boolean;
  lastSuccessAt: Date | null;
  // Seconds since the last run that worked; null when none has.
  successAgeSeconds: number | null;
  // Failed, or no run worked within backupWarnAfterHours.
  warning: boolean;
};

// Postgres's WAL archiving (pg_stat_archiver): counters since the statistics were last reset.
export type WalArchiveStatus = {
  // Seconds since a WAL file was last archived; null when none has been.
  lastArchivedAgeSeconds: number | null;
  archivedCount: number;
  failedCount: number;
  // Bytes of WAL written since the cluster began (the current position); null on a standby.
  writtenBytes: number | null;
};

export type BackupState = {
  // false: there is no backup.status table, so nothing backs this site up.
  configured: boolean;
  runs: BackupStatusRow[];
  // null: archive_mode is off (npm start, tests), so there is no archiving to watch.
  wal: WalArchiveStatus | null;
};

// to_regclass answers NULL for a missing table instead of failing, so a site without backups
// (npm start, the tests) reads cleanly, and the server logs no error at every scrape.
const archiverSql = `
  SELECT
    to_regclass('backup.status') IS NOT NULL AS "configured",
    current_setting('archive_mode') <> 'off' AS "archiving",
    extract(epoch FROM now() - a.last_archived_time)::float8 AS "lastArchivedAgeSeconds",
    a.archived_count::float8 AS "archivedCount",
    a.failed_count::float8 AS "failedCount",
    CASE WHEN pg_is_in_recovery() THEN NULL ELSE (pg_current_wal_lsn() - '0/0'::pg_lsn)::float8 END AS "writtenBytes"
  FROM pg_stat_archiver a`;

// Ages come from the database's clock, the one the backup job stamped the rows with.
const runsSql = `
  SELECT
    kind,
    last_finished_at AS "finishedAt",
    last_ok AS "ok",
    last_success_at AS "lastSuccessAt",
    extract(epoch FROM now() - last_success_at)::float8 AS "successAgeSeconds",
    (NOT last_ok OR last_success_at IS NULL OR last_success_at < now() - make_interval(hours => $1)) AS "warning"
  FROM backup.status
  WHERE kind = ANY($2)
  ORDER BY kind`;

type ArchiverRow = WalArchiveStatus & { configured: boolean; archiving: boolean };

// What the backups and WAL archiving last did, read from the site's own database: for the admin
// dashboard and for the backup metrics (backup-metrics.ts).
@Injectable()
export class BackupStatus {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async read(): Promise<BackupState> {
    const [archiver] = await this.dataSource.query<ArchiverRow[]>(archiverSql);
    if (!archiver) throw new Error('pg_stat_archiver returned no row');
    const { configured, archiving, ...wal } = archiver;
    const runs = configured ? await this.dataSource.query<BackupStatusRow[]>(runsSql, [backupWarnAfterHours, backupKinds]) : [];
    return { configured, runs, wal: archiving ? wal : null };
  }
}
