#!/usr/bin/env bash
# Runs a command with DATABASE_URL pointing at a throwaway PostgreSQL 15 server on loopback.
set -euo pipefail
bin=/usr/lib/postgresql/15/bin
port=${PGTEST_PORT:-54329}
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
