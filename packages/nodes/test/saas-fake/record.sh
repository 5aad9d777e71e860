#!/usr/bin/env bash
# Records node cases from real n8n 1.123 against one family's loopback fakes (families/<family>.mjs).
#
# usage: record.sh FAMILY DIR   (DIR/<case>/{workflow.json,seed.json}, DIR/credentials.json)
#
# n8n calls services at fixed hosts over HTTPS, so for the recording only: a test CA and one
# certificate for every family's hosts are made (~/.cache/weft-saas-tls, remade when the host list
# changes), /etc/hosts points the family's hosts at 127.0.0.1 (restored on exit), serve.mjs answers
# on 127.0.0.1:443 with each case's seed, and n8n trusts the CA through NODE_EXTRA_CA_CERTS. Each case
# runs against fresh fakes. Recordings take a lock (/tmp/weft-record.lock), so several can be
# started at once. Needs root. Unanswered requests are listed in DIR/<case>/fake.log.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
family=${1:?usage: record.sh FAMILY DIR}
dir=$(cd "${2:?usage: record.sh FAMILY DIR}" && pwd)
record=${WEFT_RECORD_SH:-$here/../../../../../shared/conformance/record.sh}
tls=$HOME/.cache/weft-saas-tls
hosts=$(cd "$here" && node --input-type=module -e "
  const { loadFamilies } = await import('./families.mjs');
  const all = await loadFamilies();
  if (!all[process.argv[1]]) { console.error('unknown family ' + process.argv[1] + ': ' + Object.keys(all).join(', ')); process.exit(2); }
  console.log(all[process.argv[1]].hosts.join(' ') + '|' + [...new Set(Object.values(all).flatMap((f) => f.hosts))].sort().join(' '));
" "$family")
mine=${hosts%%|*}
every=${hosts##*|}

exec 9> /tmp/weft-record.lock
flock 9

mkdir -p "$tls"
if [ ! -f "$tls/ca.crt" ]; then
  openssl req -x509 -newkey rsa:2048 -nodes -days 3650 -subj "/CN=Weft test CA" -keyout "$tls/ca.key" -out "$tls/ca.crt" 2>/dev/null
fi
if [ "$(cat "$tls/hosts" 2>/dev/null)" != "$every" ] || [ ! -f "$tls/server.crt" ]; then
  openssl req -newkey rsa:2048 -nodes -subj "/CN=weft-saas-fake" -keyout "$tls/server.key" -out "$tls/server.csr" 2>/dev/null
  printf 'subjectAltName=%s\n' "$(for h in $every; do printf 'DNS:%s,' "$h"; done | sed 's/,$//')" > "$tls/ext.cnf"
  openssl x509 -req -in "$tls/server.csr" -CA "$tls/ca.crt" -CAkey "$tls/ca.key" -CAcreateserial -days 3650 -extfile "$tls/ext.cnf" -out "$tls/server.crt" 2>/dev/null
  echo "$every" > "$tls/hosts"
fi

cp /etc/hosts /tmp/weft-hosts.backup
server=
cleanup() {
  [ -n "$server" ] && kill "$server" 2>/dev/null || true
  cp /tmp/weft-hosts.backup /etc/hosts
}
trap cleanup EXIT
echo "127.0.0.1 $mine" >> /etc/hosts
export NODE_EXTRA_CA_CERTS="$tls/ca.crt"

for c in "$dir"/*/; do
  [ -f "$c/workflow.json" ] || continue
  name=$(basename "$c")
  stage=$(mktemp -d)
  ln -s "$c" "$stage/$name"
  [ -f "$dir/credentials.json" ] && cp "$dir/credentials.json" "$stage/credentials.json"
  seed=()
  [ -f "$c/seed.json" ] && seed=(--seed "$c/seed.json")
  node "$here/serve.mjs" --family "$family" --https-cert "$tls" "${seed[@]}" > "$c/fake.log" 2>&1 & server=$!
  for _ in $(seq 50); do grep -q listening "$c/fake.log" && break; sleep 0.1; done
  bash "$record" "$stage" || true
  kill "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true; server=
  grep -v '^listening' "$c/fake.log" | head -5 || true
  rm -f "$c/fake.log"
  rm -rf "$stage"
done
