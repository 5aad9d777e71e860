#!/usr/bin/env bash
# Records the AI cases against real n8n: starts the fake on 127.0.0.1:18233 with a request log, runs
# the shared conformance recorder over this folder (or over DIR, a folder of some of these cases with
# credentials.json), then writes each case's requests.json from the log.
#
# usage: record-ai.sh [DIR]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
dir=$(cd "${1:-$here}" && pwd)
log=$(mktemp)
since=$(date +%s%3N)
node "$here/../ai-fake/server.mjs" --port 18233 --log "$log" > /dev/null & fake=$!
trap 'kill $fake 2>/dev/null; rm -f "$log"' EXIT
sleep 0.5
bash /work/shared/conformance/record.sh "$dir"
node "$here/split-requests.mjs" "$log" "$since" "$dir"
