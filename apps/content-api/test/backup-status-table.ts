import fs from 'node:fs';
import path from 'node:path';
import type { BackupKind } from '@hvac/contracts';
import type { DataSource } from 'typeorm';

const commonSh = path.resolve(__dirname, '../../../deploy/backup/bin/common.sh');

// The backup job's own statements (deploy/backup/bin/common.sh), so the tests' table is the one it creates.
export function backupStatusDdl(): string[] {
  const script = fs.readFileSync(commonSh, 'utf8');
  const schema = /CREATE SCHEMA IF NOT EXISTS backup;/.exec(script)?.[0];
  const table = /CREATE TABLE IF NOT EXISTS backup\.status \([\s\S]*?\n\);/.exec(script)?.[0];
  if (!schema || !table) throw new Error(`${commonSh} no longer creates backup.status as these tests expect`);
  return [schema, table];
}

export type BackupRowFields = { ok: boolean; finishedHoursAgo: number; lastSuccessHoursAgo: number | null };

// One row as record_status leaves it after a run that finished (and last worked) so many hours ago.
export async function recordBackup(db: DataSource, kind: BackupKind, row: BackupRowFields): Promise<void> {
  for (const statement of backupStatusDdl()) await db.query(statement);
  await db.query(
    `INSERT INTO backup.status (kind, last_started_at, last_finished_at, last_ok, last_success_at, detail)
     VALUES ($1, now() - make_interval(hours => $2) - interval '2 minutes', now() - make_interval(hours => $2), $3,
             now() - make_interval(hours => $4), $5)
     ON CONFLICT (kind) DO UPDATE SET last_started_at = excluded.last_started_at, last_finished_at = excluded.last_finished_at,
       last_ok = excluded.last_ok, last_success_at = excluded.last_success_at, detail = excluded.detail`,
    [kind, row.finishedHoursAgo, row.ok, row.lastSuccessHoursAgo, row.ok ? 'full backup' : 'pgbackrest exited with 82'],
  );
}

export async function dropBackupStatus(db: DataSource): Promise<void> {
  await db.query('DROP SCHEMA IF EXISTS backup CASCADE');
}
