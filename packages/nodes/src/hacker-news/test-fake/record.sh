#!/usr/bin/env bash
# Records Hacker News (or Customer Datastore) cases from real n8n like test/saas-fake/record-unlocked.sh,
# adding http-loopback-preload.cjs to n8n's preloads, since n8n's node calls hn.algolia.com over
# plain HTTP, which the shared TLS preload does not redirect.
#
# usage: record.sh DIR   (from anywhere; WEFT_UNLOCKED_PORT as for record-unlocked.sh)
set -euo pipefail
me=$(cd "$(dirname "$0")" && pwd)
saas=$(cd "$me/../../../test/saas-fake" && pwd)
script=$(mktemp)
trap 'rm -f "$script"' EXIT
sed -e "s|^here=.*|here=$saas|" -e "s|NODE_OPTIONS=\"--require \$here/loopback-preload.cjs\"|NODE_OPTIONS=\"--require \$here/loopback-preload.cjs --require $me/http-loopback-preload.cjs\"|" "$saas/record-unlocked.sh" > "$script"
grep -q http-loopback-preload "$script" || { echo "record-unlocked.sh changed: the preload could not be added" >&2; exit 2; }
bash "$script" hacker-news "${1:?usage: record.sh DIR}"
