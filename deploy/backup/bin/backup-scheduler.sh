#!/bin/sh
# The compose `backup` service (and the Kubernetes Postgres pod's backup container): creates the
# pgBackRest stanza, checks that WAL archiving reaches the repository, takes a first full backup when
# there is none, then loops: a database backup every day at BACKUP_HOUR (UTC; full on
# BACKUP_FULL_WEEKDAY, 0 = Sunday, else diff) and a media backup every BACKUP_MEDIA_INTERVAL_MINUTES
# (BACKUP_MEDIA=off skips media: Kubernetes runs it as a CronJob).
. "$(dirname "$0")/common.sh"
: "${BACKUP_HOUR:=3}"
: "${BACKUP_FULL_WEEKDAY:=0}"
: "${BACKUP_MEDIA_INTERVAL_MINUTES:=60}"
: "${BACKUP_MEDIA:=on}"
bin=$(dirname "$0")

# The repository may be a fresh volume or host directory: pgBackRest writes it as postgres.
mkdir -p /backup/pgbackrest "$BACKUP_CACHE"
chown postgres /backup /backup/pgbackrest 2>/dev/null || true

until as_postgres pg_isready -q -h /var/run/postgresql -U "$POSTGRES_USER" -d "$POSTGRES_DB"; do sleep 2; done
as_postgres pgbackrest stanza-create
as_postgres pgbackrest check
log "WAL archiving reaches the repository"
if [ "$(as_postgres pgbackrest info --output=json | jq '.[0].backup | length')" = 0 ]; then
  "$bin/backup-database.sh" full || true
fi
[ "$BACKUP_MEDIA" = on ] && { "$bin/backup-media.sh" || true; }
last_media=$(date +%s)
last_day=$(date -u +%F)
touch /tmp/backup-ready

while :; do
  sleep 30
  if [ "$(date -u +%F)" != "$last_day" ] && [ "$(date -u +%H)" -ge "$BACKUP_HOUR" ]; then
    last_day=$(date -u +%F)
    if [ "$(date -u +%w)" = "$BACKUP_FULL_WEEKDAY" ]; then type=full; else type=diff; fi
    "$bin/backup-database.sh" "$type" || true
  fi
  if [ "$BACKUP_MEDIA" = on ] && [ $(( $(date +%s) - last_media )) -ge $(( BACKUP_MEDIA_INTERVAL_MINUTES * 60 )) ]; then
    last_media=$(date +%s)
    "$bin/backup-media.sh" || true
  fi
done
