#!/bin/sh
# What the official image's docker-entrypoint.d/20-envsubst-on-templates.sh does: substitute only the
# variables defined in the environment, so nginx's own $variables stay as they are.
set -eu
defined=$(env | cut -d= -f1 | sed 's/^/$/' | tr '\n' ' ')
for template in /etc/nginx/templates/*.template; do
  [ -e "$template" ] || continue
  envsubst "$defined" < "$template" > "/etc/nginx/conf.d/$(basename "$template" .template)"
done
exec "$@"
