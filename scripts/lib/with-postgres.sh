#!/usr/bin/env bash
# Runs a command with DATABASE_URL pointing at a throwaway PostgreSQL 15 server on loopback.
set -euo pipefail
# A server named by the caller is used as it is (e.g. one run's suites sharing one server).
if [ -n "${DATABASE_URL:-}" ]; then exec "$@"; fi
bin=/usr/lib/postgresql/15/bin
dir=$(mktemp -d /tmp/port-pg.XXXXXX)
as_pg=()
if [ "$(id -u)" = "0" ]; then
  id postgres >/dev/null 2>&1 || useradd --system --no-create-home postgres
  chown postgres "$dir"
  as_pg=(runuser -u postgres --)
fi
"${as_pg[@]}" "$bin/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
# The port PGTEST_PORT names, or a random one below the kernel's ephemeral range (32768+: no
# outgoing connection takes it); when it is taken (another run, another server), another one.
# Nothing reserves a port and releases it first (issue 21 item 1).
started=
for attempt in 1 2 3 4 5 6 7 8 9 10; do
  port=${PGTEST_PORT:-$((20000 + RANDOM % 12000))}
  log="$dir/log.$attempt"
  if "${as_pg[@]}" "$bin/pg_ctl" -D "$dir/data" -o "-p $port -k $dir -c listen_addresses=127.0.0.1" -l "$log" -w start >/dev/null 2>&1; then
    started=1
    break
  fi
  if [ -n "${PGTEST_PORT:-}" ] || ! grep -qiE "could not bind|already in use|could not create any TCP/IP sockets" "$log"; then break; fi
done
if [ -z "$started" ]; then
  cat "$log" >&2
  rm -rf "$dir"
  exit 1
fi
cleanup() { "${as_pg[@]}" "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null || true; rm -rf "$dir"; }
trap cleanup EXIT
export DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
echo "PostgreSQL 15 on $DATABASE_URL"
"$@"
