#!/usr/bin/env bash
# How stable are the lab's verdicts? Runs the lab N times (default 3) with the same profile (default quick) and prints
# each claim's verdicts side by side, then one summary line: claims identical in every run, claims that moved between
# holds and refuted (the flip that must never happen), inconclusive verdicts per run, holds with an interval wider than
# its band, and the wall time of each run. Measure on a quiet machine.
#   bench/verdict-stability.sh [N] [EXPERIMENT...]      PROFILE=quick OUT=results/stability
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-3}
shift || true
profile=${PROFILE:-quick}
out=${OUT:-results/stability-$(date -u +%Y%m%d-%H%M%S)}
case "$runs" in ''|*[!0-9]*|0) echo "usage: bench/verdict-stability.sh [N>=1] [EXPERIMENT...]" >&2; exit 2 ;; esac
command -v jq >/dev/null || { echo "jq is needed (apt-get install jq)" >&2; exit 2; }

dotnet build -c Release src/AsyncLab -v q -nologo >/dev/null
dll=artifacts/bin/AsyncLab/release/AsyncLab.dll
mkdir -p "$out"
walls=()
for i in $(seq 1 "$runs"); do
  echo "run $i of $runs ($profile)..." >&2
  start=$(date +%s)
  # A refuted claim is a finding (exit 0); a failed experiment (exit 1) still leaves its verdicts to compare.
  dotnet "$dll" run "$@" --profile "$profile" --out "$out/run-$i" >"$out/run-$i.log" 2>&1 || echo "run $i exited $? (see $out/run-$i.log)" >&2
  walls+=("$(( $(date +%s) - start ))s")
done

# One row per claim: id, then its verdict in each run.
files=()
for i in $(seq 1 "$runs"); do files+=("$out/run-$i/results.json"); done
jq -rn --argjson n "$runs" '
  [inputs] as $docs
  | [$docs[] | [.experiments[].claims[] | {key: .id, value: .verdict}] | from_entries] as $runs
  | ($runs | map(keys) | add | unique) as $ids
  | ($ids[] as $id | [$id] + [$runs[] | (.[$id] // "-")] | @tsv)
' "${files[@]}" | column -t -s $'\t' | tee "$out/verdicts.txt"

summary=$(jq -rn '
  [inputs] as $docs
  | [$docs[] | [.experiments[].claims[] | {key: .id, value: .verdict}] | from_entries] as $runs
  | ($runs | map(keys) | add | unique) as $ids
  | [$ids[] as $id | [$runs[] | .[$id]] | unique] as $sets
  | ($sets | map(select(length == 1)) | length) as $same
  | ($sets | map(select(index("holds") != null and index("refuted") != null)) | length) as $flips
  | [$docs[] | [.experiments[].claims[] | select(.verdict == "inconclusive")] | length] as $inconclusive
  | [$docs[] | [.experiments[].claims[] | select(.verdict == "holds" and .interval != null
        and (.interval.high - .interval.low) > (.interval.band_high - .interval.band_low))] | length] as $wide
  | "\($same) of \($ids | length) claims identical in every run; \($flips) moved between holds and refuted; inconclusive per run: \($inconclusive | map(tostring) | join(", ")); holds wider than the band: \($wide | add)"
' "${files[@]}")
echo
echo "$summary; wall time per run: ${walls[*]}" | tee "$out/summary.txt"
