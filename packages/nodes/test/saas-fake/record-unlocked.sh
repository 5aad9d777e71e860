#!/usr/bin/env bash
# Records a family's cases from real n8n 1.123 like record.sh, but without the shared lock, port 443
# or /etc/hosts: n8n runs with its own user folder (its own database), loopback-preload.cjs sends its
# TLS connections for the family's hosts to serve.mjs on a free loopback port, and a certificate for
# those hosts is signed by record.sh's test CA (~/.cache/weft-saas-tls, made by record.sh first).
#
# usage: record-unlocked.sh FAMILY DIR   (DIR/<case>/{workflow.json,seed.json}, DIR/credentials.json)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
family=${1:?usage: record-unlocked.sh FAMILY DIR}
dir=$(cd "${2:?usage: record-unlocked.sh FAMILY DIR}" && pwd)
record=${WEFT_RECORD_SH:-$here/../../../../../shared/conformance/record.sh}
ca=$HOME/.cache/weft-saas-tls
[ -f "$ca/ca.key" ] || { echo "no test CA in $ca: run record.sh once first" >&2; exit 2; }
hosts=$(cd "$here" && node --input-type=module -e "
  const { loadFamilies } = await import('./families.mjs');
  const f = (await loadFamilies())[process.argv[1]];
  if (!f) { console.error('unknown family ' + process.argv[1]); process.exit(2); }
  console.log(f.hosts.join(' '));
" "$family")
work=$(mktemp -d)
oracle=${N8N_ORACLE_DIR:-$HOME/.cache/weft-n8n-oracle}
private=/tmp/weft-unlocked-oracle-$family
mkdir -p "$private"
[ -e "$private/node_modules" ] || ln -s "$oracle/node_modules" "$private/node_modules"
server=
cleanup() {
  [ -n "$server" ] && kill "$server" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT
openssl req -newkey rsa:2048 -nodes -subj "/CN=weft-saas-fake" -keyout "$work/server.key" -out "$work/server.csr" 2>/dev/null
printf 'subjectAltName=%s\n' "$(for h in $hosts; do printf 'DNS:%s,' "$h"; done | sed 's/,$//')" > "$work/ext.cnf"
openssl x509 -req -in "$work/server.csr" -CA "$ca/ca.crt" -CAkey "$ca/ca.key" -CAserial "$work/ca.srl" -CAcreateserial -days 30 -extfile "$work/ext.cnf" -out "$work/server.crt" 2>/dev/null
port=${WEFT_UNLOCKED_PORT:-18443}
export NODE_EXTRA_CA_CERTS="$ca/ca.crt" N8N_ORACLE_DIR="$private" NODE_OPTIONS="--require $here/loopback-preload.cjs"
WEFT_LOOPBACK_HOSTS=$(node -e 'const [p, ...h] = process.argv.slice(1); console.log(JSON.stringify(Object.fromEntries(h.map((x) => [x, Number(p)]))))' "$port" $hosts)
export WEFT_LOOPBACK_HOSTS
for c in "$dir"/*/; do
  [ -f "$c/workflow.json" ] || continue
  name=$(basename "$c")
  stage=$(mktemp -d)
  ln -s "$c" "$stage/$name"
  [ -f "$dir/credentials.json" ] && cp "$dir/credentials.json" "$stage/credentials.json"
  seed=()
  [ -f "$c/seed.json" ] && seed=(--seed "$c/seed.json")
  NODE_OPTIONS= node "$here/serve.mjs" --family "$family" --https-cert "$work" --port "$port" "${seed[@]}" > "$c/fake.log" 2>&1 & server=$!
  for _ in $(seq 50); do grep -q listening "$c/fake.log" && break; sleep 0.1; done
  bash "$record" "$stage" || true
  kill "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true; server=
  grep -v '^listening' "$c/fake.log" | head -5 || true
  rm -f "$c/fake.log"
  rm -rf "$stage"
done
