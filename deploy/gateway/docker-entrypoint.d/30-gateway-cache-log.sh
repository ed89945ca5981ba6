#!/bin/sh
# The nginx image's entrypoint runs this before nginx starts (compose mounts it; Kubernetes from the
# gateway-entrypoint ConfigMap). It writes conf.d/cache-log.access-log, which the site's server
# includes: with GATEWAY_CACHE_LOG set (the syslog server of the monitoring's mtail, host:port over
# UDP or unix:/path), one `cache=STATUS` line per response of the micro-cache goes there; unset, the
# file is empty. nginx reports every line it cannot deliver in its error log, so only set it where the
# exporter runs. Output as libs/test-harness/src/gateway.ts cacheLogConfig writes it.
set -euf

value="${GATEWAY_CACHE_LOG:-}"
output="${NGINX_ENVSUBST_OUTPUT_DIR:-/etc/nginx/conf.d}/cache-log.access-log"
if [ -z "$value" ]; then
    : > "$output"
    exit 0
fi
if ! echo "$value" | grep -Eq '^([A-Za-z0-9.-]+|\[[0-9A-Fa-f:]+\]):[0-9]{1,5}$|^unix:/[^,; ]+$'; then
    echo "$0: GATEWAY_CACHE_LOG must be host:port or unix:/path, got \"$value\"" >&2
    exit 1
fi
printf 'access_log syslog:server=%s,nohostname,tag=gateway gateway_cache if=$upstream_cache_status;\n' "$value" > "$output"
echo "$0: micro-cache results logged to $value"
