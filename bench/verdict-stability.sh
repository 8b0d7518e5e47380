#!/usr/bin/env bash
# How stable are the lab's verdicts? Runs the lab N times (default 3) with the same profile (default quick) and prints
# each claim's verdicts side by side, then one summary line: claims identical in every run, claims that moved between
# holds and refuted (the flip that must never happen), inconclusive verdicts per run, holds with an interval wider than
# its band, the wall time of each run, and how much slower than its fastest the machine ran in each (the lab's
# machine-speed probe). Measure on a quiet machine.
#   bench/verdict-stability.sh [N] [EXPERIMENT...]      PROFILE=quick OUT=results/stability
#   SUMMARY_ONLY=1 OUT=results/stability-... bench/verdict-stability.sh N   re-summarises runs already in OUT
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-3}
shift || true
profile=${PROFILE:-quick}
out=${OUT:-results/stability-$(date -u +%Y%m%d-%H%M%S)}
case "$runs" in ''|*[!0-9]*|0) echo "usage: bench/verdict-stability.sh [N>=1] [EXPERIMENT...]" >&2; exit 2 ;; esac
command -v jq >/dev/null || { echo "jq is needed (apt-get install jq)" >&2; exit 2; }

walls=()
if [ "${SUMMARY_ONLY:-0}" = 1 ]; then
  # Each run's wall time as its log printed it.
  for i in $(seq 1 "$runs"); do walls+=("$(sed -n 's/^wall time \([0-9.]*\) s.*/\1s/p' "$out/run-$i.log" | tail -n 1)"); done
else
  dotnet build -c Release src/AsyncLab -v q -nologo >/dev/null
  dll=artifacts/bin/AsyncLab/release/AsyncLab.dll
  mkdir -p "$out"
  for i in $(seq 1 "$runs"); do
    echo "run $i of $runs ($profile)..." >&2
    start=$(date +%s)
    # A refuted claim is a finding (exit 0); a failed experiment (exit 1) still leaves its verdicts to compare.
    dotnet "$dll" run "$@" --profile "$profile" --out "$out/run-$i" >"$out/run-$i.log" 2>&1 || echo "run $i exited $? (see $out/run-$i.log)" >&2
    walls+=("$(( $(date +%s) - start ))s")
  done
fi

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
  # results.json writes an unbounded band edge as the string "Infinity" or "-Infinity".
  def num: if type == "string" then (if . == "Infinity" then infinite elif . == "-Infinity" then -infinite else tonumber end) else . end;
  [inputs] as $docs
  | [$docs[] | [.experiments[].claims[] | {key: .id, value: .verdict}] | from_entries] as $runs
  | ($runs | map(keys) | add | unique) as $ids
  | [$ids[] as $id | [$runs[] | .[$id]] | unique] as $sets
  | ($sets | map(select(length == 1)) | length) as $same
  | ($sets | map(select(index("holds") != null and index("refuted") != null)) | length) as $flips
  | [$docs[] | [.experiments[].claims[] | select(.verdict == "inconclusive")] | length] as $inconclusive
  | [$docs[] | [.experiments[].claims[] | select(.verdict == "holds" and .interval != null
        and ((.interval.high | num) - (.interval.low | num)) > ((.interval.band_high | num) - (.interval.band_low | num)))] | length] as $wide
  | "\($same) of \($ids | length) claims identical in every run; \($flips) moved between holds and refuted; inconclusive per run: \($inconclusive | map(tostring) | join(", ")); holds wider than the band: \($wide | add)"
' "${files[@]}")
# The machine-speed probe's slowest timing over its fastest, per run: above 1.25 the machine itself ran slower for a
# while, and verdicts near an edge may have moved with it rather than with the code.
machine=$(jq -rn '
  [inputs | [.machine_speed[]?.probe_microseconds | select(type == "number" and . > 0)]
    | if length == 0 then "-" else "\(max / min * 100 | round / 100)x" end] | join(" ")
' "${files[@]}")
echo
echo "$summary; wall time per run: ${walls[*]}; slowest machine-speed probe per run: $machine" | tee "$out/summary.txt"
