#!/bin/sh
# Kubernetes: the nginx image's entrypoint runs this before nginx starts (mounted into
# /docker-entrypoint.d by deploy/k8s/base/gateway.yaml). It writes conf.d/real-ip.conf: the front
# proxies (the Ingress controller, a load balancer that speaks for the client) whose X-Forwarded-For
# names the client, from GATEWAY_TRUSTED_PROXIES: addresses or CIDR blocks separated by commas or
# spaces, or "none" when clients reach the gateway directly. There is no default: without the setting
# the gateway does not start, rather than trust every private address (see deploy/README.md,
# "Trusted proxies"). Output as libs/test-harness/src/gateway.ts trustedProxiesConfig writes it.
set -euf

fail() {
    echo "$0: GATEWAY_TRUSTED_PROXIES $1" >&2
    exit 1
}

value="${GATEWAY_TRUSTED_PROXIES:-}"
[ -n "$(echo "$value" | tr -d ', \t')" ] || fail "is not set: list the Ingress controller's or load balancer's addresses (or \"none\"); see deploy/README.md"

lines=""
if [ "$value" != "none" ]; then
    for entry in $(echo "$value" | tr ',' ' '); do
        address="${entry%/*}"
        prefix=""
        [ "$address" = "$entry" ] || prefix="${entry##*/}"
        if echo "$address" | grep -Eq '^([0-9]{1,3}\.){3}[0-9]{1,3}$'; then
            max=32
            for octet in $(echo "$address" | tr '.' ' '); do
                [ "$octet" -le 255 ] || fail "has a malformed entry: \"$entry\""
            done
        elif echo "$address" | grep -Eq '^[0-9A-Fa-f:]*:[0-9A-Fa-f:]*$'; then
            max=128
        else
            fail "has a malformed entry: \"$entry\" (an IP address or CIDR block, or \"none\")"
        fi
        if [ -n "$prefix" ]; then
            echo "$prefix" | grep -Eq '^[0-9]{1,3}$' && [ "$prefix" -le "$max" ] || fail "has a malformed entry: \"$entry\""
            [ "$prefix" -gt 0 ] || fail "must not trust every address (\"$entry\"): any client could then choose its own"
        fi
        lines="${lines}set_real_ip_from ${entry};
"
    done
    lines="${lines}real_ip_header X-Forwarded-For;
real_ip_recursive on;
"
fi

output="${NGINX_ENVSUBST_OUTPUT_DIR:-/etc/nginx/conf.d}/real-ip.conf"
printf '%s' "$lines" > "$output"
echo "$0: trusted front proxies: $value"
