#!/usr/bin/env bash
# Runs every test Weft has: type checks, unit and integration tests, and the n8n conformance cases.
# Installs what a fresh machine lacks: Node dependencies, PostgreSQL and Redis for the server tests.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n=== %s\n' "$*"; }

if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  step "npm ci"
  npm ci --no-audit --no-fund
fi

step "services (PostgreSQL, Redis, Chromium)"
bash scripts/ensure-services.sh

step "build (tsc -b, strict; vite build of the editor)"
npm run build

step "type checks, import rules, format and lint (two at a time: each tool uses one core)"
mkdir -p test-results
# ESLint with type information is the longest of these and single-threaded: it runs beside the
# type checks rather than after them. Each writes its own log, printed in order once both end.
lint_status=0
( NODE_OPTIONS=--max-old-space-size=8192 npm run --silent lint > test-results/lint.log 2>&1 ) &
lint_pid=$!
checks_status=0
{
  npx tsc -p tsconfig.tests.json --noEmit &&
    npx tsc -p packages/editor --noEmit &&
    node scripts/check-cycles.mjs &&
    npm run --silent format:check
} > test-results/checks.log 2>&1 || checks_status=$?
wait "$lint_pid" || lint_status=$?
echo "--- type checks, import rules, format"; cat test-results/checks.log
echo "--- lint"; cat test-results/lint.log
if [ "$checks_status" -ne 0 ] || [ "$lint_status" -ne 0 ]; then
  echo "type checks exited $checks_status, lint exited $lint_status" >&2
  exit 1
fi

# A test that fails and then passes on its one retry keeps the run green, but is named as flaky at
# the end (scripts/flaky-reporter.mjs): a test that fails twice fails the run.
retry=(--retry=1 --reporter=./scripts/flaky-reporter.mjs)
rm -f test-results/flaky.txt

step "unit and integration tests (vitest, two runs side by side)"
# Vitest gives a 2-core machine one worker, and a test file spends much of its time waiting on a
# database, a broker or a socket: two runs side by side keep both cores busy. (The files of a run
# share their loaded modules: see `isolate` in vitest.config.ts.) The
# node and engine packages' tests are one run (the nodes' loopback fakes listen on fixed ports, so
# they never run two at a time); the server, CLI, workflow and editor tests the other, which takes
# about as long. Nothing the two share has a fixed name: server tests make their own databases,
# tables and Redis prefixes.
vitest_run() { # name, then vitest's filters and options
  local name=$1
  shift
  npx vitest run "$@" "${retry[@]}" --reporter=default --reporter=json \
    --outputFile.json="test-results/vitest-$name.json" > "test-results/vitest-$name.log" 2>&1
}
rm -f test-results/vitest-*.json
nodes_status=0
vitest_run nodes --project node packages/nodes/ packages/engine/ &
nodes_pid=$!
rest_status=0
vitest_run rest --project node --project editor packages/server/ packages/cli/ packages/workflow/ packages/editor/ ||
  rest_status=$?
wait "$nodes_pid" || nodes_status=$?
echo "--- server, CLI, workflow and editor"; cat test-results/vitest-rest.log
echo "--- nodes and engine"; cat test-results/vitest-nodes.log
vitest_status=$((rest_status || nodes_status))

step "editor end-to-end (Chromium against weft start)"
rm -rf test-results/screenshots
e2e_status=0
npx vitest run --project e2e "${retry[@]}" --reporter=default --reporter=json --outputFile.json=test-results/e2e.json || e2e_status=$?

step "n8n conformance"
conf="${WEFT_CONFORMANCE_DIR:-../shared/conformance}"
conformance_status=0
if [ -f "$conf/run.mjs" ]; then
  node "$conf/run.mjs" --paired-items --cmd "node packages/cli/bin/weft.js execute --raw-output --file" | tee test-results/conformance.txt || conformance_status=$?
else
  echo "conformance cases not found at $conf (set WEFT_CONFORMANCE_DIR)" >&2
  conformance_status=1
fi

# One closing line for everything that ran.
node -e '
  const fs = require("fs");
  let passed = 0, failed = 0;
  for (const f of ["test-results/vitest-rest.json", "test-results/vitest-nodes.json", "test-results/e2e.json"]) {
    let v;
    try { v = JSON.parse(fs.readFileSync(f, "utf8")); } catch { console.log(`\nno report at ${f}`); failed += 1; continue; }
    passed += v.numPassedTests; failed += v.numFailedTests;
    // Name every failure here too, so the last lines of a long log say what broke.
    for (const file of v.testResults ?? []) {
      const failures = (file.assertionResults ?? []).filter((t) => t.status === "failed");
      if (failures.length === 0 && file.status === "failed") console.log(`FAILED ${file.name}: ${String(file.message ?? "").split("\n")[0]}`);
      for (const t of failures) console.log(`FAILED ${file.name} > ${t.fullName}: ${String((t.failureMessages ?? [])[0] ?? "").split("\n")[0].slice(0, 300)}`);
    }
  }
  try { process.stdout.write(fs.readFileSync("test-results/flaky.txt", "utf8")); } catch {}
  try { const m = /(\d+) passed, (\d+) failed/.exec(fs.readFileSync("test-results/conformance.txt", "utf8")); passed += Number(m[1]); failed += Number(m[2]); } catch { failed += 1; }
  console.log(`\n${passed} passed, ${failed} failed`);
'
[ "$vitest_status" -eq 0 ] && [ "$e2e_status" -eq 0 ] && [ "$conformance_status" -eq 0 ]
