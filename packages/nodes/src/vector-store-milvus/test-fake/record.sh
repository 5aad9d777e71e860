#!/usr/bin/env bash
# Records the Milvus Vector Store's cases (../n8n-cases/<case>/) from real n8n 1.123, one case at a
# time: the AI fake (embeddings, chat) on 127.0.0.1:18253 and a fresh Milvus fake (gRPC and its
# REST collection list) seeded from the case's seed.json on 127.0.0.1:18251, the address the
# credential names, so n8n's Milvus SDK connects to it as it would to Milvus. n8n runs with a private
# user folder (its own database). Writes each case's expected.json (n8n's execution), requests.json
# (what n8n sent the AI fake) and store-requests.json (the RPCs n8n sent Milvus, in order).
#
# usage: record.sh [CASE...]   (every case when none is named)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../n8n-cases" && pwd)
nodes=$(cd "$here/../../.." && pwd)
record=${WEFT_RECORD_SH:-$nodes/../../../shared/conformance/record.sh}
oracle=${N8N_ORACLE_DIR:-$HOME/.cache/weft-n8n-oracle}
private=${WEFT_MILVUS_ORACLE_DIR:-/tmp/weft-milvus-oracle}
mkdir -p "$private"
[ -e "$private/node_modules" ] || ln -s "$oracle/node_modules" "$private/node_modules"
export N8N_ORACLE_DIR="$private"
cases=("$@")
if [ ${#cases[@]} -eq 0 ]; then
  for c in "$root"/*/; do [ -f "$c/workflow.json" ] && cases+=("$(basename "$c")"); done
fi

work=$(mktemp -d)
ai=
store=
cleanup() {
  [ -n "$store" ] && kill "$store" 2>/dev/null || true
  [ -n "$ai" ] && kill "$ai" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT

node "$nodes/test/ai-fake/server.mjs" --port 18253 --log "$work/ai.jsonl" > "$work/ai.out" 2>&1 & ai=$!
for _ in $(seq 50); do grep -q listening "$work/ai.out" && break; sleep 0.1; done
for name in "${cases[@]}"; do
  c="$root/$name"
  [ -f "$c/workflow.json" ] || { echo "no case $name" >&2; continue; }
  rm -f "$c/expected.json" "$c/requests.json" "$c/store-requests.json"
  one="$work/one-$name"
  mkdir -p "$one"
  ln -s "$c" "$one/$name"
  cp "$root/credentials.json" "$one/credentials.json"
  : > "$work/ai.jsonl"
  : > "$work/store.jsonl"
  node "$here/milvus-fake.mjs" --port 18251 --seed "$c/seed.json" --log "$work/store.jsonl" > "$work/store.out" 2>&1 & store=$!
  for _ in $(seq 50); do grep -q listening "$work/store.out" && break; sleep 0.1; done
  bash "$record" "$one" || true
  kill "$store" 2>/dev/null || true; wait "$store" 2>/dev/null || true; store=
  node -e '
    const fs = require("fs");
    const [ai, st, dir] = process.argv.slice(1);
    const lines = (f) => fs.readFileSync(f, "utf8").split("\n").filter(Boolean).map((l) => JSON.parse(l));
    const aiOut = lines(ai).map((r) => ({ method: r.method, path: r.path, body: r.body }));
    const stOut = lines(st).map((r) => ({ method: r.method, request: r.request }));
    fs.writeFileSync(dir + "/requests.json", JSON.stringify(aiOut, null, 1) + "\n");
    fs.writeFileSync(dir + "/store-requests.json", JSON.stringify(stOut, null, 1) + "\n");
  ' "$work/ai.jsonl" "$work/store.jsonl" "$c"
  [ -s "$c/expected.json" ] || echo "n8n gave no execution for $name" >&2
done
