#!/usr/bin/env bash
# Runs a command with DATABASE_URL pointing at a throwaway PostgreSQL 15 server on loopback.
set -euo pipefail
# A server named by the caller is used as it is (e.g. one run's suites sharing one server).
if [ -n "${DATABASE_URL:-}" ]; then exec "$@"; fi
bin=/usr/lib/postgresql/15/bin
# A free loopback port unless PGTEST_PORT names one, so two runs on one machine do not collide.
port=${PGTEST_PORT:-$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")}
dir=$(mktemp -d /tmp/port-pg.XXXXXX)
as_pg=()
if [ "$(id -u)" = "0" ]; then
  id postgres >/dev/null 2>&1 || useradd --system --no-create-home postgres
  chown postgres "$dir"
  as_pg=(runuser -u postgres --)
fi
"${as_pg[@]}" "$bin/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
"${as_pg[@]}" "$bin/pg_ctl" -D "$dir/data" -o "-p $port -k $dir -c listen_addresses=127.0.0.1" -l "$dir/log" -w start >/dev/null
cleanup() { "${as_pg[@]}" "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null || true; rm -rf "$dir"; }
trap cleanup EXIT
export DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
echo "PostgreSQL 15 on $DATABASE_URL"
"$@"
