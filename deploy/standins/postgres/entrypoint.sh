#!/bin/sh
# First start: create the cluster with POSTGRES_USER as superuser and POSTGRES_DB, as the official image does.
set -eu
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  pwfile=$(mktemp)
  printf '%s' "$POSTGRES_PASSWORD" > "$pwfile"
  initdb --username="$POSTGRES_USER" --pwfile="$pwfile" --auth-local=trust --auth-host=scram-sha-256 -D "$PGDATA" >/dev/null
  rm -f "$pwfile"
  echo "host all all all scram-sha-256" >> "$PGDATA/pg_hba.conf"
  pg_ctl -D "$PGDATA" -o "-c listen_addresses=''" -w start >/dev/null
  database=${POSTGRES_DB:-$POSTGRES_USER}
  if [ "$database" != postgres ]; then
    createdb --username="$POSTGRES_USER" "$database"
  fi
  pg_ctl -D "$PGDATA" -m fast -w stop >/dev/null
fi
exec postgres -D "$PGDATA" -c listen_addresses='*' "$@"
