#!/bin/sh
# Run by the web image's entrypoint before nginx starts (/docker-entrypoint.d/). The shop's
# sites that may frame /embed come from EMBED_ORIGINS: the same variable, from the same place
# (the caddie-config ConfigMap; compose's .env), the gateway reads, and accepted by the same
# rule as the gateway's (services/gateway/src/config/gateway.config.ts): origins separated by
# commas, scheme and host, no path. A bad value stops the container with the gateway's
# message. The result is the nginx snippet /embed includes (web/nginx/default.conf).
set -eu

MESSAGE='EMBED_ORIGINS takes origins separated by commas, such as https://shop.example,https://www.shop.example (scheme and host, no path)'
ORIGIN='https?://[a-z0-9.-]+(:[0-9]{1,5})?'
value="${EMBED_ORIGINS:-}"
dir="${EMBED_CONF_DIR:-/tmp/caddie-embed}"

case "$value" in
  *'
'*) echo "$MESSAGE" >&2; exit 1 ;;
esac
if [ -n "$value" ] &&
  ! printf '%s\n' "$value" | grep -Eqi "^${ORIGIN}(,[[:space:]]*${ORIGIN})*\$"; then
  echo "$MESSAGE" >&2
  exit 1
fi

# Validated: only letters, digits, . - : / and the separators; nothing nginx could read as
# syntax. nginx wants them separated by spaces.
origins=$(printf '%s' "$value" | tr ',\t\r\v\f' '     ' | tr -s ' ')
mkdir -p "$dir"
printf 'set $embed_origins "%s";\n' "$origins" > "$dir/embed-origins.conf"
