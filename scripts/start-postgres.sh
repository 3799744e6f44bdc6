#!/usr/bin/env bash
# Starts a throwaway PostgreSQL cluster for tests and prints its URL (the only line on stdout).
#
#   export TEST_DATABASE_URL="$(bash scripts/start-postgres.sh)"
#
# Installs Debian's postgresql when it is missing (needs root), initialises a cluster in a fresh temp dir
# owned by a non-root user (postgres when run as root), listening on 127.0.0.1 only with trust auth, on a
# free port. Stop it with: pg_ctl -D <dir>/data stop (the dir is printed on stderr); it dies with the machine.
set -euo pipefail
log() { echo "[start-postgres] $*" >&2; }

pg_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }

if [ -z "$(pg_bin)" ]; then
  log "installing postgresql"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update >&2
  apt-get install -y postgresql >&2
fi
BIN="$(pg_bin)"
DIR="$(mktemp -d /tmp/pgtest.XXXXXX)"
PORT="$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"

run_as() {
  if [ "$(id -u)" = "0" ]; then
    id postgres >/dev/null 2>&1 || useradd --system --no-create-home postgres
    chown -R postgres "$DIR"
    su postgres -s /bin/bash -c "$*"
  else
    bash -c "$*"
  fi
}

run_as "'$BIN/initdb' -D '$DIR/data' -U postgres --auth=trust --encoding=UTF8 --no-locale" >&2
run_as "'$BIN/pg_ctl' -D '$DIR/data' -l '$DIR/postgres.log' -w \
  -o \"-c listen_addresses=127.0.0.1 -c port=$PORT -c unix_socket_directories='$DIR' -c fsync=off\" start" >&2
log "cluster in $DIR (stop: $BIN/pg_ctl -D $DIR/data stop)"
echo "postgres://postgres@127.0.0.1:$PORT/postgres"
