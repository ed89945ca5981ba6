#!/bin/sh
# Restores what a lost disk takes, with Postgres stopped and the object store running:
# - the database, with pgBackRest, to the end of the WAL archive or to --time (recovery stops before
#   the first transaction committed after it, then Postgres opens for writes on a new timeline);
# - every object of the latest media snapshot taken at or before that time (objects added since are
#   kept) and the auth-api signing key, from restic.
# Usage: restore.sh [--time 'YYYY-MM-DD HH:MM:SS+00'] [--database-only | --media-only]
. "$(dirname "$0")/common.sh"
target='' parts='database media'
while [ $# -gt 0 ]; do
  case $1 in
    --time) target=${2:-}; shift 2 ;;
    --database-only) parts=database; shift ;;
    --media-only) parts=media; shift ;;
    *) echo "usage: $0 [--time 'YYYY-MM-DD HH:MM:SS+00'] [--database-only | --media-only]" >&2; exit 2 ;;
  esac
done
# UTC in the form pgBackRest parses to choose the backup set (an ISO "T…Z" form would silently make it
# pick the newest set, which may be later than the target).
if [ -n "$target" ]; then
  case $target in
    [0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]\ [0-2][0-9]:[0-5][0-9]:[0-5][0-9]+00) ;;
    *) echo "--time must be UTC as 'YYYY-MM-DD HH:MM:SS+00', got '$target'" >&2; exit 2 ;;
  esac
fi

case " $parts " in *' database '*)
  if as_postgres pg_isready -q -h /var/run/postgresql 2>/dev/null; then
    echo 'Postgres is running: stop it first (deploy/backup/compose-restore.sh does)' >&2; exit 1
  fi
  mkdir -p "$PGDATA" && chown postgres "$PGDATA" && chmod 700 "$PGDATA"
  if [ -n "$target" ]; then
    log "database: restoring to $target"
    as_postgres pgbackrest restore --delta --type=time --target="$target" --target-action=promote
  else
    log 'database: restoring to the end of the archive'
    as_postgres pgbackrest restore --delta
  fi
  ;;
esac

case " $parts " in *' media '*)
  # The newest media snapshot at or before the target (or the newest of all).
  limit=$(if [ -n "$target" ]; then printf '%s' "$target" | sed 's/ /T/; s/+00$/Z/'; else echo 9999-12-31T23:59:59Z; fi)
  snapshot=$(restic snapshots --json --host hvac --tag media | jq -r --arg limit "$limit" \
    '[.[] | select((.time | sub("\\.[0-9]+"; "") | sub("(\\+00:00|Z)$"; "Z") | fromdateiso8601) <= ($limit | fromdateiso8601))] | sort_by(.time) | last | .id // empty')
  [ -n "$snapshot" ] || { echo "no media snapshot at or before $limit" >&2; exit 1; }
  media_remote
  scratch="$BACKUP_CACHE/restore"
  rm -rf "$scratch"
  log "media: restoring snapshot $snapshot into $remote"
  restic restore "$snapshot" --target "$scratch" --include "$BACKUP_CACHE/media/$S3_BUCKET"
  # copy, not sync: objects newer than the snapshot stay.
  rclone copy "$scratch$BACKUP_CACHE/media/$S3_BUCKET" "$remote" --stats=0
  rm -rf "$scratch"
  if [ -d /sources/auth-keys ]; then
    restic restore "$snapshot" --target / --include /sources/auth-keys
  fi
  ;;
esac
log 'restore done'
