#!/usr/bin/env bash
# Regenerates docs/predict.md from docs/predict.md.in and the validation test's own output.
#   docs/update-predict-table.sh [BUILD_DIR]
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
build="${1:-$here/build}"
table=$(mktemp)
serving=$(mktemp)
stacks=$(mktemp)
CD_VALIDATION_TABLE="$table" CD_SERVING_TABLE="$serving" CD_STACK_TABLE="$stacks" \
    "$build/tests/tst_catalog" >/dev/null 2>&1 || true
python3 - "$here/docs/predict.md.in" "$table" "$serving" "$stacks" "$here/docs/predict.md" <<'PY'
import sys
src, table, serving, stacks, out = sys.argv[1:]
text = open(src).read().replace("<!-- validation-table -->", open(table).read().strip())
text = text.replace("<!-- serving-table -->", open(serving).read().strip())
text = text.replace("<!-- stack-table -->", open(stacks).read().strip())
open(out, "w").write(text)
PY
rm -f "$table" "$serving" "$stacks"
echo "wrote $here/docs/predict.md"
