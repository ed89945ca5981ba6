#!/bin/sh
# Restores the compose stack in one command, from the directory of docker-compose.yml:
#   deploy/backup/compose-restore.sh                                  # to the latest point
#   deploy/backup/compose-restore.sh --time '2026-11-24 10:15:00+00'   # to a given time (UTC)
# Stops the site and Postgres, starts the object store, runs restore.sh in the backup image (the
# database with pgBackRest, media and the signing key with restic), then starts everything again.
# --keep-stopped leaves the site stopped afterwards, to look at the restored data before it is used.
# COMPOSE names the compose command (default: `docker compose`).
set -eu
compose=${COMPOSE:-docker compose}
start=yes
for arg in "$@"; do
  shift
  if [ "$arg" = --keep-stopped ]; then start=no; else set -- "$@" "$arg"; fi
done
$compose stop gateway web mailer-worker content-api auth-api backup postgres
$compose up --detach minio minio-init
$compose run --rm --no-deps -T backup /opt/backup/restore.sh "$@"
if [ "$start" = yes ]; then $compose up --detach; fi
