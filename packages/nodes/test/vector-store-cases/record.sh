#!/usr/bin/env bash
# Records the vector store cases (src/vector-store-<kind>/n8n-cases/<case>/) from real n8n 1.123, one
# case at a time against fresh fakes: the AI fake (embeddings, chat) on 127.0.0.1:18233 and the
# store's fake seeded from the case's seed.json — Qdrant on 127.0.0.1:18235 and Supabase on
# 127.0.0.1:18237 (their credentials take a URL), Pinecone through test/saas-fake/record.sh (n8n's
# client calls api.pinecone.io over HTTPS: a test CA and /etc/hosts while recording; needs root).
# Writes each case's expected.json (n8n's execution), requests.json (what n8n sent the AI fake) and
# store-requests.json (what it sent the store).
#
# usage: record.sh pinecone|qdrant|supabase [CASE...]   (every case of the kind when none is named)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
kind=${1:?usage: record.sh pinecone|qdrant|supabase [CASE...]}
shift
root=$(cd "$here/../../src/vector-store-$kind/n8n-cases" && pwd)
record=${WEFT_RECORD_SH:-$here/../../../../../shared/conformance/record.sh}
case $kind in
  qdrant) port=18235 ;;
  supabase) port=18237 ;;
  pinecone) port= ;;
  *) echo "unknown kind $kind" >&2; exit 2 ;;
esac
cases=("$@")
if [ ${#cases[@]} -eq 0 ]; then
  for c in "$root"/*/; do [ -f "$c/workflow.json" ] && cases+=("$(basename "$c")"); done
fi

# Pinecone's recordings take the shared lock inside test/saas-fake/record.sh (they need 443 and
# /etc/hosts). Qdrant's and Supabase's need neither: they run n8n with a private user folder
# (its own database, so no other recording's credentials or workflows are touched) and need no lock.
if [ -n "$port" ]; then
  oracle=${N8N_ORACLE_DIR:-$HOME/.cache/weft-n8n-oracle}
  private=${WEFT_VECTOR_ORACLE_DIR:-/tmp/weft-vector-store-oracle}
  mkdir -p "$private"
  [ -e "$private/node_modules" ] || ln -s "$oracle/node_modules" "$private/node_modules"
  export N8N_ORACLE_DIR="$private"
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

# Splits LOG (one JSON line per request with its arrival time `at`) into OUT_NAME in each case folder:
# the requests after the previous recorded case's expected.json was written and up to this one's.
split() {
  node -e '
    const fs = require("fs"); const path = require("path");
    const [log, outName, since, root, ...names] = process.argv.slice(1);
    const lines = fs.readFileSync(log, "utf8").split("\n").filter(Boolean).map((l) => JSON.parse(l));
    const recorded = names.map((n) => path.join(root, n, "expected.json")).filter((f) => fs.existsSync(f))
      .map((f) => ({ dir: path.dirname(f), at: fs.statSync(f).mtimeMs })).filter((c) => c.at >= Number(since)).sort((a, b) => a.at - b.at);
    let from = Number(since);
    for (const c of recorded) {
      const out = lines.filter((r) => r.at > from && r.at <= c.at)
        .map((r) => ({ method: r.method, path: r.path, ...(r.query && Object.keys(r.query).length ? { query: r.query } : {}), ...(r.prefer ? { prefer: r.prefer } : {}), body: r.body }));
      fs.writeFileSync(path.join(c.dir, outName), JSON.stringify(out, null, 1) + "\n");
      console.log(`${path.basename(c.dir)}: ${out.length} request(s) in ${outName}`);
      from = c.at;
    }
  ' "$@"
}

ailog="$work/ai.jsonl"; storelog="$work/store.jsonl"
: > "$ailog"; : > "$storelog"
node "$here/../ai-fake/server.mjs" --port 18233 --log "$ailog" > "$work/ai.out" 2>&1 & ai=$!
for _ in $(seq 50); do grep -q listening "$work/ai.out" && break; sleep 0.1; done
since=$(date +%s%3N)
stage="$work/stage"
mkdir -p "$stage"
cp "$root/credentials.json" "$stage/credentials.json"
for name in "${cases[@]}"; do
  c="$root/$name"
  [ -f "$c/workflow.json" ] || { echo "no case $name" >&2; continue; }
  rm -f "$c/expected.json" "$c/requests.json" "$c/store-requests.json"
  if [ -n "$port" ]; then
    # One case at a time, each against a fresh store fake of its seed.
    one="$work/one-$name"
    mkdir -p "$one"
    ln -s "$c" "$one/$name"
    cp "$root/credentials.json" "$one/credentials.json"
    node "$here/../../src/vector-store-$kind/test-fake/$kind-fake.mjs" --port "$port" --seed "$c/seed.json" --log "$storelog" > "$work/store.out" 2>&1 & store=$!
    for _ in $(seq 50); do grep -q listening "$work/store.out" && break; sleep 0.1; done
    bash "$record" "$one" || true
    kill "$store" 2>/dev/null || true; wait "$store" 2>/dev/null || true; store=
  else
    ln -s "$c" "$stage/$name"
  fi
done
# Pinecone: test/saas-fake/record.sh serves a fresh fake of each case's seed on 443 (the family
# file appends its requests to WEFT_VECTOR_FAKE_LOG).
if [ -z "$port" ]; then
  WEFT_VECTOR_FAKE_LOG="$storelog" WEFT_RECORD_SH="$record" bash "$here/../saas-fake/record.sh" pinecone "$stage" || true
fi
kill "$ai" 2>/dev/null || true; wait "$ai" 2>/dev/null || true; ai=
split "$ailog" requests.json "$since" "$root" "${cases[@]}"
split "$storelog" store-requests.json "$since" "$root" "${cases[@]}"
for name in "${cases[@]}"; do [ -s "$root/$name/expected.json" ] || echo "n8n gave no execution for $name" >&2; done
