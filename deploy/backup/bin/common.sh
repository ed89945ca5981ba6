# Shared by the backup scripts: settings, logging, running as the postgres user, and the status row
# the application reads (backup.status: one row per kind, "last backup, did it work").
# shellcheck shell=sh
set -eu

: "${PGBACKREST_STANZA:=hvac}"
export PGBACKREST_STANZA
: "${BACKUP_CACHE:=/var/cache/backup}"
: "${BACKUP_KEEP_HOURLY:=24}"
: "${BACKUP_KEEP_DAILY:=14}"
: "${BACKUP_KEEP_WEEKLY:=8}"
: "${RESTIC_REPOSITORY:=/backup/restic}"
export RESTIC_REPOSITORY

log() { printf '%s backup: %s\n' "$(date -u +%Y-%m-%dT%H:%M:%SZ)" "$*"; }

# pgBackRest must run as the owner of the data directory; the official images carry su-exec (Alpine)
# or gosu (Debian).
as_postgres() {
  if [ "$(id -u)" != 0 ]; then "$@"
  elif command -v su-exec >/dev/null 2>&1; then su-exec postgres "$@"
  else gosu postgres "$@"
  fi
}

# The site's database: DATABASE_URL where set (Kubernetes), else the shared Unix socket (compose).
psql_site() {
  if [ -n "${DATABASE_URL:-}" ]; then psql "$DATABASE_URL" -v ON_ERROR_STOP=1 -qAt "$@"
  else as_postgres psql -h /var/run/postgresql -U "$POSTGRES_USER" -d "$POSTGRES_DB" -v ON_ERROR_STOP=1 -qAt "$@"
  fi
}

# record_status <database|media> <true|false> <started (ISO time)> <detail> [size in bytes]
# Never fails the caller: a status that cannot be written is logged.
record_status() {
  psql_site -v kind="$1" -v ok="$2" -v started="$3" -v detail="$4" -v size="${5:-}" <<'SQL' || log "could not record the $1 status"
CREATE SCHEMA IF NOT EXISTS backup;
CREATE TABLE IF NOT EXISTS backup.status (
  kind text PRIMARY KEY CHECK (kind IN ('database', 'media')),
  last_started_at timestamptz NOT NULL,
  last_finished_at timestamptz NOT NULL,
  last_ok boolean NOT NULL,
  last_success_at timestamptz,
  detail text NOT NULL,
  size_bytes bigint
);
INSERT INTO backup.status AS s (kind, last_started_at, last_finished_at, last_ok, last_success_at, detail, size_bytes)
VALUES (:'kind', :'started', now(), :'ok', CASE WHEN :'ok'::boolean THEN now() END, :'detail', NULLIF(:'size', '')::bigint)
ON CONFLICT (kind) DO UPDATE SET
  last_started_at = excluded.last_started_at,
  last_finished_at = excluded.last_finished_at,
  last_ok = excluded.last_ok,
  last_success_at = COALESCE(excluded.last_success_at, s.last_success_at),
  detail = excluded.detail,
  size_bytes = COALESCE(excluded.size_bytes, s.size_bytes);
SQL
}

# rclone reaches the media bucket through environment settings only (no config file); sets $remote.
media_remote() {
  export RCLONE_CONFIG_MEDIA_TYPE=s3 RCLONE_CONFIG_MEDIA_PROVIDER=Other RCLONE_CONFIG_MEDIA_FORCE_PATH_STYLE=true
  export RCLONE_CONFIG_MEDIA_ENDPOINT="$S3_ENDPOINT" RCLONE_CONFIG_MEDIA_REGION="${S3_REGION:-us-east-1}"
  export RCLONE_CONFIG_MEDIA_ACCESS_KEY_ID="$S3_ACCESS_KEY" RCLONE_CONFIG_MEDIA_SECRET_ACCESS_KEY="$S3_SECRET_KEY"
  export RCLONE_CONFIG=/dev/null
  remote="media:$S3_BUCKET"
}

now_iso() { date -u +%Y-%m-%dT%H:%M:%SZ; }
