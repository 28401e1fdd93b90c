#!/usr/bin/env bash
# Runs the site API storage tests against a real Postgres server (issue 3).
#
#   scripts/postgres-ci.sh                 # DATABASE_URL=... npx vitest run test/unit/server
#   scripts/postgres-ci.sh node bench/load.mjs   # any other command, with DATABASE_URL set
#
# Installs Debian's postgresql when missing, starts a throw-away cluster on 127.0.0.1 on a free
# port (as the postgres user when run as root), creates a database, exports DATABASE_URL, runs the
# command, and always stops and deletes the cluster, even when the command fails.
set -euo pipefail

cd "$(dirname "$0")/.."

find_pg_bin() {
  ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1
}

PG_BIN="$(find_pg_bin)"
if [ -z "$PG_BIN" ] || [ ! -x "$PG_BIN/initdb" ]; then
  echo "postgres-ci: installing Debian's postgresql" >&2
  if [ "$(id -u)" -ne 0 ]; then
    echo "postgres-ci: postgresql is not installed and this is not root; install it with: apt-get install -y postgresql" >&2
    exit 1
  fi
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq postgresql >/dev/null
  PG_BIN="$(find_pg_bin)"
fi

# A free loopback port, chosen by the kernel.
PORT="$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"
DATA_DIR="$(mktemp -d /tmp/sitestack-pg.XXXXXX)"

if [ "$(id -u)" -eq 0 ]; then
  chown postgres:postgres "$DATA_DIR"
  as_pg() { runuser -u postgres -- "$@"; }
else
  as_pg() { "$@"; }
fi

cleanup() {
  local status=$?
  if [ -f "$DATA_DIR/postmaster.pid" ]; then
    as_pg "$PG_BIN/pg_ctl" -D "$DATA_DIR" -m fast -w stop >/dev/null 2>&1 || true
  fi
  rm -rf "$DATA_DIR"
  exit "$status"
}
trap cleanup EXIT INT TERM

# Trust auth is fine here: loopback only, a cluster that lives for one run.
as_pg "$PG_BIN/initdb" -D "$DATA_DIR" -U postgres --auth=trust --encoding=UTF8 --no-instructions >/dev/null
as_pg "$PG_BIN/pg_ctl" -D "$DATA_DIR" -l "$DATA_DIR/server.log" -w -t 30 \
  -o "-c listen_addresses=127.0.0.1 -p $PORT -k $DATA_DIR" start >/dev/null
as_pg "$PG_BIN/createdb" -h 127.0.0.1 -p "$PORT" -U postgres sitestack_test

export DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/sitestack_test"
echo "postgres-ci: Postgres $("$PG_BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT, DATABASE_URL=$DATABASE_URL"

if [ "$#" -eq 0 ]; then
  npx vitest run test/unit/server
else
  "$@"
fi
