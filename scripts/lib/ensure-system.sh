#!/usr/bin/env bash
# Installs the Debian packages the tests need when absent: Chromium (never a downloaded
# browser), a PostgreSQL 15 server for the server suite's second run, and nginx with the brotli
# static module (server/test/platform/nginx-configs.test.ts runs tools/nginx's configs).
set -euo pipefail
need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
[ -x /usr/lib/postgresql/15/bin/initdb ] || need+=(postgresql-15)
[ -x /usr/sbin/nginx ] || need+=(nginx)
[ -e /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ] || need+=(libnginx-mod-http-brotli-static)
if [ ${#need[@]} -gt 0 ]; then
  SUDO=""
  [ "$(id -u)" = "0" ] || SUDO="sudo"
  echo "installing from Debian: ${need[*]}"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
fi
