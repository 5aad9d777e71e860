#!/usr/bin/env bash
# Runs every test Weft has: type checks, unit and integration tests, and the n8n conformance cases.
# Installs what a fresh machine lacks (Node dependencies); later issues add services here.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n=== %s\n' "$*"; }

if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  step "npm ci"
  npm ci --no-audit --no-fund
fi

step "build (tsc -b, strict)"
npm run build

step "type-check tests"
npx tsc -p tsconfig.tests.json --noEmit

step "unit and integration tests (vitest)"
npx vitest run

step "n8n conformance"
conf="${WEFT_CONFORMANCE_DIR:-../shared/conformance}"
if [ -f "$conf/run.mjs" ]; then
  node "$conf/run.mjs" --cmd "node packages/cli/bin/weft.js execute --raw-output --file"
else
  echo "conformance cases not found at $conf (set WEFT_CONFORMANCE_DIR); skipped" >&2
  exit 1
fi
