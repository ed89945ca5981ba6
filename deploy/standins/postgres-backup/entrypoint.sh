#!/bin/sh
# As the official image: `postgres …` creates the cluster on first start (POSTGRES_USER as superuser,
# POSTGRES_DB) and runs the server as postgres with the given settings; any other command runs as is.
set -eu
if [ "${1:-}" = postgres ]; then
  shift
  mkdir -p "$PGDATA"
  chown postgres:postgres "$PGDATA"
  chmod 700 "$PGDATA"
  if [ ! -s "$PGDATA/PG_VERSION" ]; then
    pwfile=$(mktemp)
    printf '%s' "$POSTGRES_PASSWORD" > "$pwfile"
    chown postgres "$pwfile"
    gosu postgres initdb --username="$POSTGRES_USER" --pwfile="$pwfile" --auth-local=trust --auth-host=scram-sha-256 -D "$PGDATA" >/dev/null
    rm -f "$pwfile"
    echo "host all all all scram-sha-256" >> "$PGDATA/pg_hba.conf"
    gosu postgres pg_ctl -D "$PGDATA" -o "-c listen_addresses='' -c archive_mode=off" -w start >/dev/null
    database=${POSTGRES_DB:-$POSTGRES_USER}
    if [ "$database" != postgres ]; then
      gosu postgres createdb --username="$POSTGRES_USER" "$database"
    fi
    gosu postgres pg_ctl -D "$PGDATA" -m fast -w stop >/dev/null
  fi
  exec gosu postgres postgres -D "$PGDATA" -c listen_addresses='*' "$@"
fi
exec "$@"
