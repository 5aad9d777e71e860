#!/usr/bin/env bash
# Records Google node cases from real n8n 1.123 against the loopback Google fakes.
#
# usage: record-google.sh DIR   (DIR/<case>/{workflow.json,seed.json}, DIR/credentials.json)
#
# n8n calls Google at fixed hosts over HTTPS, so for the recording only: a test CA and a certificate
# for the Google hosts are made (~/.cache/weft-google-tls), /etc/hosts points those hosts at
# 127.0.0.1 (restored on exit), serve.mjs answers on 127.0.0.1:443 with each case's seed, and n8n
# trusts the CA through NODE_EXTRA_CA_CERTS. Each case runs against fresh fakes. Needs root.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
dir=$(cd "${1:?usage: record-google.sh DIR}" && pwd)
record=${WEFT_RECORD_SH:-$here/../../../../../shared/conformance/record.sh}
tls=$HOME/.cache/weft-google-tls
hosts="sheets.googleapis.com www.googleapis.com oauth2.googleapis.com gmail.googleapis.com docs.googleapis.com"

if [ ! -f "$tls/server.crt" ]; then
  mkdir -p "$tls"
  openssl req -x509 -newkey rsa:2048 -nodes -days 3650 -subj "/CN=Weft test CA" -keyout "$tls/ca.key" -out "$tls/ca.crt" 2>/dev/null
  openssl req -newkey rsa:2048 -nodes -subj "/CN=googleapis.com" -keyout "$tls/server.key" -out "$tls/server.csr" 2>/dev/null
  san=$(for h in $hosts; do printf 'DNS:%s,' "$h"; done)
  printf 'subjectAltName=%sDNS:*.googleapis.com\n' "$san" > "$tls/ext.cnf"
  openssl x509 -req -in "$tls/server.csr" -CA "$tls/ca.crt" -CAkey "$tls/ca.key" -CAcreateserial -days 3650 -extfile "$tls/ext.cnf" -out "$tls/server.crt" 2>/dev/null
fi

cp /etc/hosts /tmp/weft-hosts.backup
server=
cleanup() {
  [ -n "$server" ] && kill "$server" 2>/dev/null || true
  cp /tmp/weft-hosts.backup /etc/hosts
}
trap cleanup EXIT
echo "127.0.0.1 $hosts" >> /etc/hosts
export NODE_EXTRA_CA_CERTS="$tls/ca.crt"

for c in "$dir"/*/; do
  [ -f "$c/workflow.json" ] || continue
  name=$(basename "$c")
  stage=$(mktemp -d)
  ln -s "$c" "$stage/$name"
  [ -f "$dir/credentials.json" ] && cp "$dir/credentials.json" "$stage/credentials.json"
  seed=()
  [ -f "$c/seed.json" ] && seed=(--seed "$c/seed.json")
  node "$here/serve.mjs" --https-cert "$tls" "${seed[@]}" > "$stage/fake.log" 2>&1 & server=$!
  for _ in $(seq 50); do grep -q listening "$stage/fake.log" && break; sleep 0.1; done
  bash "$record" "$stage" || true
  kill "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true; server=
  rm -rf "$stage"
done
