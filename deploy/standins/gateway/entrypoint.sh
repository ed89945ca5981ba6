#!/bin/sh
# What the official image's entrypoint does: run the executable scripts of /docker-entrypoint.d (the
# gateway's own, mounted by compose), and its 20-envsubst-on-templates.sh: substitute only the
# variables defined in the environment, so nginx's own $variables stay as they are.
set -eu
for script in /docker-entrypoint.d/*.sh; do
  [ -x "$script" ] || continue
  "$script"
done
defined=$(env | cut -d= -f1 | sed 's/^/$/' | tr '\n' ' ')
for template in /etc/nginx/templates/*.template; do
  [ -e "$template" ] || continue
  envsubst "$defined" < "$template" > "/etc/nginx/conf.d/$(basename "$template" .template)"
done
exec "$@"
