#!/bin/sh
# Every object of the media bucket (originals, renditions, share images), and the auth-api signing key
# where it is mounted, into the restic repository: a mirror of the bucket is kept in the cache and
# restic stores what changed as a new, encrypted snapshot; old snapshots are forgotten by the
# retention settings, so a deleted or overwritten image can come back from any kept snapshot.
. "$(dirname "$0")/common.sh"
started=$(now_iso)
media_remote
mirror="$BACKUP_CACHE/media"
mkdir -p "$mirror"
fail() {
  log "media: $1"
  record_status media false "$started" "$1"
  exit 1
}
log "media: mirroring $remote"
rclone sync "$remote" "$mirror/$S3_BUCKET" --fast-list --stats=0 2>&1 || fail "could not mirror $remote"
restic cat config >/dev/null 2>&1 || restic init >/dev/null 2>&1 || fail "could not open or create the restic repository"
set -- "$mirror"
[ -d /sources/auth-keys ] && set -- "$@" /sources/auth-keys
restic backup --quiet --host hvac --tag media "$@" 2>&1 || fail "restic backup failed"
restic forget --quiet --host hvac --tag media --keep-hourly "$BACKUP_KEEP_HOURLY" --keep-daily "$BACKUP_KEEP_DAILY" \
  --keep-weekly "$BACKUP_KEEP_WEEKLY" --prune 2>&1 || fail "restic forget failed"
objects=$(find "$mirror/$S3_BUCKET" -type f | wc -l | tr -d ' ')
size=$(restic stats --json --mode raw-data | jq -r .total_size)
snapshot=$(restic snapshots --json --host hvac --tag media --latest 1 | jq -r '.[-1].short_id')
log "media: snapshot $snapshot of $objects objects ($size bytes in the repository)"
record_status media true "$started" "snapshot $snapshot, $objects objects" "$size"
