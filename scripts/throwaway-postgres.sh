#!/usr/bin/env bash
# Starts a PostgreSQL server in a temporary folder on a free port, for tests; source this file, then call
# start_throwaway_postgres (sets TEST_DATABASE_URL) and stop_throwaway_postgres.
# PostgreSQL refuses to run as root, so as root it runs as the `postgres` user.

pg_bin_dir() {
  if command -v initdb >/dev/null 2>&1; then dirname "$(command -v initdb)"; return; fi
  ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1
}

start_throwaway_postgres() {
  local bin port as_user=()
  bin="$(pg_bin_dir)"
  if [ -z "$bin" ] || [ ! -x "$bin/initdb" ]; then
    echo "PostgreSQL server binaries (initdb, pg_ctl) are missing: apt-get install postgresql" >&2
    return 1
  fi
  PG_TMP_DIR="$(mktemp -d /tmp/sitedesk-pg.XXXXXX)"
  port="$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')"
  if [ "$(id -u)" = 0 ]; then
    chown postgres "$PG_TMP_DIR"
    as_user=(runuser -u postgres --)
  fi
  "${as_user[@]}" "$bin/initdb" -D "$PG_TMP_DIR/data" -U postgres --auth=trust -E UTF8 --no-locale >/dev/null
  "${as_user[@]}" "$bin/pg_ctl" -D "$PG_TMP_DIR/data" -l "$PG_TMP_DIR/log" -w \
    -o "-p $port -k $PG_TMP_DIR -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c max_connections=200" start >/dev/null
  PG_AS_USER=("${as_user[@]}")
  PG_BIN="$bin"
  TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
  echo "Throwaway PostgreSQL on port $port"
}

stop_throwaway_postgres() {
  if [ -n "${PG_TMP_DIR:-}" ]; then
    "${PG_AS_USER[@]}" "$PG_BIN/pg_ctl" -D "$PG_TMP_DIR/data" -m fast stop >/dev/null 2>&1 || true
    rm -rf "$PG_TMP_DIR"
  fi
}

# Run as a command (not sourced): `throwaway-postgres.sh start` prints TEST_DATABASE_URL=… and
# PG_TMP_DIR=…; `throwaway-postgres.sh stop <PG_TMP_DIR>` stops that server and removes its folder.
if [ "${BASH_SOURCE[0]}" = "$0" ]; then
  set -euo pipefail
  case "${1:-}" in
    start)
      start_throwaway_postgres >&2
      echo "TEST_DATABASE_URL=$TEST_DATABASE_URL"
      echo "PG_TMP_DIR=$PG_TMP_DIR"
      ;;
    stop)
      PG_TMP_DIR="$2"
      PG_BIN="$(pg_bin_dir)"
      PG_AS_USER=()
      if [ "$(id -u)" = 0 ]; then PG_AS_USER=(runuser -u postgres --); fi
      stop_throwaway_postgres
      ;;
    *)
      echo "usage: $0 start | stop <PG_TMP_DIR>" >&2
      exit 2
      ;;
  esac
fi
