#!/usr/bin/env bash
# Makes sure the services the tests use are running on this machine, starting them if they are
# installed and installing them (Debian packages) if they are not: PostgreSQL on 127.0.0.1:5432
# reachable as user "postgres" without a password (override with WEFT_TEST_PG_URL) with the
# pgvector extension available, and Redis on
# 127.0.0.1:6379 for queue mode (override with WEFT_TEST_REDIS_URL), and Debian's Chromium for the
# editor's end-to-end tests (override with WEFT_CHROMIUM).
set -euo pipefail

port_open() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null && exec 3<&- 3>&-; }

wait_port() {
  for _ in $(seq 1 60); do port_open "$1" && return 0; sleep 0.5; done
  return 1
}

as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }

ensure_postgres() {
  if [ -n "${WEFT_TEST_PG_URL:-}" ] || port_open 5432; then return 0; fi
  echo "PostgreSQL is not running on 127.0.0.1:5432: starting it" >&2
  if ! ls /etc/postgresql/*/main >/dev/null 2>&1; then
    echo "PostgreSQL is not installed: installing it from Debian's packages" >&2
    as_root apt-get update -qq
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
    local version
    version=$(ls /etc/postgresql | sort -V | tail -n 1)
    # Tests connect over loopback without a password: trust loopback on this fresh cluster only.
    as_root sed -i -E 's/^(host\s+all\s+all\s+(127\.0\.0\.1\/32|::1\/128)\s+)\S+/\1trust/' "/etc/postgresql/$version/main/pg_hba.conf"
  fi
  local version
  version=$(ls /etc/postgresql | sort -V | tail -n 1)
  as_root pg_ctlcluster --skip-systemctl-redirect "$version" main start || true
  wait_port 5432 || { echo "PostgreSQL did not start" >&2; exit 1; }
}

ensure_pgvector() {
  # The PGVector store's tests need the vector extension in the server that runs (Debian's
  # postgresql-<major>-pgvector, matching the server's major version).
  if [ -n "${WEFT_TEST_PG_URL:-}" ] || ! command -v psql >/dev/null 2>&1; then return 0; fi
  if psql -h 127.0.0.1 -U postgres -d postgres -tAqc "SELECT 1 FROM pg_available_extensions WHERE name = 'vector'" 2>/dev/null | grep -q 1; then return 0; fi
  local major
  major=$(psql -h 127.0.0.1 -U postgres -d postgres -tAqc "SHOW server_version_num" 2>/dev/null | cut -c1-2)
  [ -n "$major" ] || return 0
  echo "The pgvector extension is not installed: installing postgresql-$major-pgvector" >&2
  as_root apt-get update -qq
  if as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "postgresql-$major-pgvector" >/dev/null 2>&1; then return 0; fi
  # Debian 12 has no pgvector package: build the extension from its sources against the server's headers.
  echo "postgresql-$major-pgvector is not packaged here: building pgvector from source" >&2
  local src
  src=$(mktemp -d)
  if as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "postgresql-server-dev-$major" build-essential git >/dev/null 2>&1 \
    && git clone -q --depth 1 https://github.com/pgvector/pgvector.git "$src/pgvector" \
    && make -s -C "$src/pgvector" OPTFLAGS="" >/dev/null && as_root make -s -C "$src/pgvector" install >/dev/null; then
    rm -rf "$src"
  else
    rm -rf "$src"
    echo "pgvector could not be installed: the PGVector tests will be skipped" >&2
  fi
}

ensure_redis() {
  if [ -n "${WEFT_TEST_REDIS_URL:-}" ] || port_open 6379; then return 0; fi
  echo "Redis is not running on 127.0.0.1:6379: starting it" >&2
  if ! command -v redis-server >/dev/null 2>&1; then
    echo "Redis is not installed: installing it from Debian's packages" >&2
    as_root apt-get update -qq
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq redis-server >/dev/null
  fi
  mkdir -p /tmp/weft-redis
  redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no --dir /tmp/weft-redis --logfile /tmp/weft-redis/redis.log
  wait_port 6379 || { echo "Redis did not start" >&2; exit 1; }
}

ensure_chromium() {
  # The editor's end-to-end tests drive Debian's Chromium through playwright-core.
  local bin="${WEFT_CHROMIUM:-/usr/bin/chromium}"
  if [ -x "$bin" ]; then return 0; fi
  echo "Chromium is not installed: installing Debian's chromium package" >&2
  as_root apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
}

ensure_slapd() {
  # The LDAP tests start their own private slapd (packages/server/test/sso-slapd.ts); only the
  # binaries are needed, no running directory.
  if command -v slapd >/dev/null 2>&1 || [ -x /usr/sbin/slapd ]; then return 0; fi
  echo "OpenLDAP is not installed: installing Debian's slapd and ldap-utils" >&2
  as_root apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq slapd ldap-utils >/dev/null
}

ensure_postgres
ensure_pgvector
ensure_redis
ensure_slapd
ensure_chromium

# Services of one node family each (brokers, file servers …): scripts/services/<family>.sh, sourced
# here so they can use port_open, wait_port and as_root.
for family in "$(dirname "$0")"/services/*.sh; do
  [ -e "$family" ] || continue
  # shellcheck source=/dev/null
  . "$family"
done
