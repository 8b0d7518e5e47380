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
  # Each run's wall time as its log printed it, at the end of the run's last line ("…; wall time M min S s").
  for i in $(seq 1 "$runs"); do
    walls+=("$(tr -d '\r' < "$out/run-$i.log" | sed -n 's/.*wall time \([0-9][0-9a-z .]*\)$/\1/p' | tail -n 1 | tr -d ' ')")
  done
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
  | [$docs[] | [.experiments[].claims[] | select(.verdict == "borderline" or .verdict == "splits")] | length] as $edge
  | [$docs[] | [.experiments[].claims[] | select(.verdict == "holds" and .interval != null
        and ((.interval.high | num) - (.interval.low | num)) > ((.interval.band_high | num) - (.interval.band_low | num)))] | length] as $wide
  | "\($same) of \($ids | length) claims identical in every run; \($flips) moved between holds and refuted; inconclusive per run: \($inconclusive | map(tostring) | join(", ")); borderline or splits per run: \($edge | map(tostring) | join(", ")); holds wider than the band: \($wide | add)"
' "${files[@]}")
# The machine-speed probe's slowest timing over its fastest, per run: above 1.25 the machine itself ran slower for a
# while, and verdicts near an edge may have moved with it rather than with the code.
machine=$(jq -rn '
  [inputs | [.machine_speed[]?.probe_microseconds | select(type == "number" and . > 0)]
    | if length == 0 then "-" else "\(max / min * 100 | round / 100)x" end] | join(" ")
' "${files[@]}")
# Do the intervals move as far as the runs do? For each claim with a bounded ratio interval in two runs,
# z = Δ ln estimate / √(se₁² + se₂²), se read from the interval at its confidence as a normal one (docs/METHOD.md, Width):
# RMS(z) near 1 is calibrated, well below 1 too wide, above 1.3 too narrow.
width=$(for i in "${!files[@]}"; do
  jq -r --arg run "$i" '.experiments[] | .id as $e | .claims[] | .interval
    | select(. != null and .unit == "Times" and (.low | type) == "number" and (.high | type) == "number")
    | select(.low > 0 and .high > .low)
    | [$e, $run, (.point | log), ((.high | log) - (.low | log)), .confidence] | @tsv' "${files[$i]}" \
    | paste - <(jq -r '.experiments[] | .claims[] | select(.interval != null and .interval.unit == "Times"
        and (.interval.low | type) == "number" and (.interval.high | type) == "number" and .interval.low > 0
        and .interval.high > .interval.low) | .id' "${files[$i]}")
done | awk -F'\t' '
  # The standard normal quantile (Acklam), good to 1e-9, for the two-sided confidence of each interval.
  function qnorm(p,   q, r) {
    if (p < 0.02425) {
      q = sqrt(-2 * log(p))
      return (((((-7.784894002430293e-03 * q - 3.223964580411365e-01) * q - 2.400758277161838e+00) * q \
        - 2.549732539343734e+00) * q + 4.374664141464968e+00) * q + 2.938163982698783e+00) \
        / ((((7.784695709041462e-03 * q + 3.224671290700398e-01) * q + 2.445134137142996e+00) * q \
        + 3.754408661907416e+00) * q + 1)
    }
    if (p > 0.97575) return -qnorm(1 - p)
    q = p - 0.5; r = q * q
    return (((((-3.969683028665376e+01 * r + 2.209460984245205e+02) * r - 2.759285104469687e+02) * r \
      + 1.383577518672690e+02) * r - 3.066479806614716e+01) * r + 2.506628274631000e+00) * q \
      / (((((-5.447609879822406e+01 * r + 1.615858368580409e+02) * r - 1.556989798598866e+02) * r \
      + 6.680131188771972e+01) * r - 1.328068155288572e+01) * r + 1)
  }
  { e = $1; key = $6; se = $4 / (2 * qnorm(1 - (1 - $5) / 2)); n = ++count[key]; lg[key, n] = $3; s[key, n] = se; ex[key] = e }
  END {
    for (key in count) for (a = 1; a < count[key]; a++) for (b = a + 1; b <= count[key]; b++) {
      z = (lg[key, a] - lg[key, b]) / sqrt(s[key, a] ^ 2 + s[key, b] ^ 2)
      sum[ex[key]] += z * z; pairs[ex[key]]++; all += z * z; alln++
    }
    line = ""
    for (e in pairs) line = line sprintf("%s %.2f (%d), ", e, sqrt(sum[e] / pairs[e]), pairs[e])
    if (alln > 0) printf "RMS(z) between runs (pairs): %sall %.2f (%d)", line, sqrt(all / alln), alln
  }')

echo
echo "$summary; wall time per run: ${walls[*]}; slowest machine-speed probe per run: $machine" | tee "$out/summary.txt"
[ -n "$width" ] && echo "$width" | tee -a "$out/summary.txt"
