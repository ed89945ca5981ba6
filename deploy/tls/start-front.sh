#!/bin/sh
# Starts Caddy in the mode PUBLIC_SITE_URL asks for: https:// obtains a certificate for its host
# (ports 80 and 443 in the container), http:// serves plain HTTP on port 80 for any host.
set -eu
case "${PUBLIC_SITE_URL:-}" in
  https://*)
    host=${PUBLIC_SITE_URL#https://}
    host=${host%%/*}
    SITE_ADDRESS=${host%%:*}
    if [ -z "${ACME_EMAIL:-}" ]; then
      echo "front: set ACME_EMAIL in .env (the ACME account's contact) to obtain a certificate for $SITE_ADDRESS" >&2
      exit 1
    fi
    ;;
  http://*)
    SITE_ADDRESS=http://
    # Never used without a certificate to obtain; the Caddyfile only needs a value.
    ACME_EMAIL=${ACME_EMAIL:-unused@localhost}
    ;;
  *)
    echo "front: PUBLIC_SITE_URL must start with https:// (a certificate) or http:// (plain HTTP), not '${PUBLIC_SITE_URL:-}'" >&2
    exit 1
    ;;
esac
export SITE_ADDRESS ACME_EMAIL
exec caddy run --config /etc/caddy/Caddyfile --adapter caddyfile
