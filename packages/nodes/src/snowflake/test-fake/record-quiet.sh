#!/usr/bin/env bash
# The shared recorder (shared/conformance/record.sh) with quiet-driver.cjs preloaded into n8n, so the
# snowflake-sdk driver's INFO logs do not mix into n8n's JSON output. Used through record-unlocked.sh:
#   WEFT_RECORD_SH=$PWD/src/snowflake/test-fake/record-quiet.sh WEFT_UNLOCKED_PORT=18499 \
#     bash test/saas-fake/record-unlocked.sh snowflake src/snowflake/conformance-fake
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
export NODE_OPTIONS="${NODE_OPTIONS:-} --require $here/quiet-driver.cjs"
exec bash "${WEFT_SHARED_RECORD_SH:-$here/../../../../../../shared/conformance/record.sh}" "$@"
