#!/bin/sh
set -eu
if [ "${1:-}" = redis-server ]; then
  exec "$@" --protected-mode no
fi
exec "$@"
