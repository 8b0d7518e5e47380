#!/usr/bin/env bash
# Refreshes docs/report-screenshot.png, the README's picture of report.html, from a run's folder:
#   docs/report-screenshot.sh results/<run>      (needs /usr/bin/chromium; see .ci/install-chromium.sh)
set -euo pipefail
run=${1:?usage: docs/report-screenshot.sh RUN_DIR}
report="$(cd "$run" && pwd)/report.html"
[ -f "$report" ] || { echo "no report.html in $run (run 'report $run' first)"; exit 2; }
profile=$(mktemp -d)
trap 'rm -rf "$profile"' EXIT
timeout 90 /usr/bin/chromium --headless --no-sandbox --disable-gpu --disable-background-networking \
  --disable-component-update --disable-sync --no-first-run --hide-scrollbars --user-data-dir="$profile" \
  --screenshot="$(dirname "$0")/report-screenshot.png" --window-size=1280,800 "file://$report" 2>/dev/null
echo "wrote $(dirname "$0")/report-screenshot.png"
