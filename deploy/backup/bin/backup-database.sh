#!/bin/sh
# One pgBackRest backup of the whole cluster (every schema): full, diff (changes since the last full)
# or incr. pgBackRest expires what the retention settings no longer keep right after it.
# Usage: backup-database.sh [full|diff|incr]
. "$(dirname "$0")/common.sh"
type=${1:-diff}
case $type in full|diff|incr) ;; *) echo "usage: $0 [full|diff|incr]" >&2; exit 2 ;; esac
started=$(now_iso)
log "database: $type backup"
if output=$(as_postgres pgbackrest backup --type="$type" 2>&1); then
  last=$(as_postgres pgbackrest info --output=json | jq -c '.[0].backup[-1] | {label: .label, size: .info.repository.delta}')
  label=$(printf '%s' "$last" | jq -r .label)
  size=$(printf '%s' "$last" | jq -r .size)
  log "database: backup $label done ($size bytes in the repository)"
  record_status database true "$started" "$type backup $label" "$size"
else
  printf '%s\n' "$output" >&2
  record_status database false "$started" "$type backup failed: $(printf '%s' "$output" | tail -n 1)"
  exit 1
fi
