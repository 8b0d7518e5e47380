#!/usr/bin/env bash
# Calibrates watch's rules on the lab's own target: each scenario below runs N times (default 3) against a fresh
# target server at 200 users, with `asynclab watch --pid` attached for a fixed time, and each verdict the scenario
# expects is checked. Prints a line per run with the figures the rules read, then the confusion matrix: per scenario
# and detector, how often it was found, and the false "found" and missed verdicts in all. docs/WATCH.md holds the
# matrix of a run of this script.
#   bench/watch-calibration.sh [N]      USERS=200 WATCH_SECONDS=15 SCENARIOS="sync-over-async base ..." LAB=
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-3}
case "$runs" in ''|*[!0-9]*|0) echo "usage: bench/watch-calibration.sh [N>=1]" >&2; exit 2 ;; esac
command -v jq >/dev/null || { echo "bench/watch-calibration.sh needs jq" >&2; exit 2; }
users=${USERS:-200}
watch_s=${WATCH_SECONDS:-15}
# shellcheck source=bench/lab.sh
. bench/lab.sh

# name | serve flags ({cap}: a pool maximum a few threads above the core count, the least serve takes) | load before the
# watch attaches (s) | what the load requests | expected verdicts
# The load is one path, or burst:PATH1:PATH2:U (U users on PATH1 for 1 s right after the attach, inside the warm-up, then
# the 200 users on PATH2): a start-up's few blocking calls, which the warm-up is there for.
scenarios=(
  "sync-over-async||0|/sync-over-async?u=50|starvation=found blocking=found"
  "base||0|/base?u=50|starvation=found blocking=not-seen"
  "fair||0|/fair?u=50|starvation=found blocking=not-seen"
  "capped|--max-threads {cap}|10|/base?u=50|starvation=found blocking=not-seen"
  "async||0|/async?u=50|starvation=not-seen blocking=not-seen contention=not-seen"
  "async-cpu||0|/async?u=0|starvation=not-seen blocking=not-seen contention=not-seen"
  "handoff||0|/handoff?u=50|starvation=not-seen blocking=not-seen contention=not-seen"
  "lock||0|/lock?u=1|contention=found blocking=not-seen"
  "burst||0|burst:/sync-over-async?u=50:/async?u=50:8|starvation=not-seen blocking=not-seen"
)
only=${SCENARIOS:-}
work=${KEEP:-$(mktemp -d)}
server=
cleanup() {
  [ -n "$server" ] && kill "$server" 2>/dev/null; wait 2>/dev/null || true; [ -n "${KEEP:-}" ] || rm -rf "$work"
}
trap cleanup EXIT

echo "$(nproc) cores; $users users; watch ${watch_s} s a run (default warm-up); $runs run(s) a scenario"
echo "scenario run: verdicts | starvation: injections/window, longest queued stretch: samples (+threads), cpu %" \
  "| blocking: rises/window, waits/window, threads blocked | contention: entries/window, ms"
declare -A found_count seen_count
false_found=0; missed=0; other=0; judged=0
for entry in "${scenarios[@]}"; do
  IFS='|' read -r name serve_args preload target expected <<<"$entry"
  serve_args=${serve_args//\{cap\}/$(( $(nproc) + 4 ))}
  if [ -n "$only" ] && [[ " $only " != *" $name "* ]]; then continue; fi
  for run in $(seq 1 "$runs"); do
    dir="$work/$name-$run"; mkdir -p "$dir"
    # shellcheck disable=SC2086 # serve_args is a list of flags
    "${lab[@]}" serve --port 0 $serve_args >"$dir/serve.log" 2>&1 &
    server=$!
    for _ in $(seq 1 100); do grep -q '^listening on ' "$dir/serve.log" && break; sleep 0.2; done
    base=$(sed -n 's/^listening on //p' "$dir/serve.log")
    [ -n "$base" ] || { echo "the target did not start:" >&2; cat "$dir/serve.log" >&2; exit 1; }
    load_s=$((preload + watch_s + 4))
    if [[ "$target" == burst:* ]]; then
      IFS=":" read -r _ first then burst_users <<<"$target"
    else
      "${lab[@]}" load "$base$target" --users "$users" --duration "$load_s" >"$dir/load.log" 2>&1 &
      loader=$!
      sleep "$preload"
    fi
    "${lab[@]}" watch --pid "$server" --duration "$watch_s" --out "$dir/watch" >"$dir/watch.log" 2>&1 &
    watcher=$!
    for _ in $(seq 1 150); do grep -q 'attached to process' "$dir/watch.log" && break; sleep 0.2; done
    grep -q 'attached to process' "$dir/watch.log" || { echo "watch did not attach:" >&2; cat "$dir/watch.log" >&2; exit 1; }
    if [[ "$target" == burst:* ]]; then
      "${lab[@]}" load "$base$first" --users "$burst_users" --duration 1 >"$dir/burst.log" 2>&1
      "${lab[@]}" load "$base$then" --users "$users" --duration "$watch_s" >"$dir/load.log" 2>&1 &
      loader=$!
    fi
    wait "$watcher" || true
    [ -s "$dir/watch/watch.json" ] || { echo "watch wrote no watch.json:" >&2; tail -5 "$dir/watch.log" >&2; exit 1; }
    kill "$loader" "$server" 2>/dev/null || true; wait 2>/dev/null || true; server=
    json="$dir/watch/watch.json"
    v() { jq -r --arg d "$1" '.processes[0].verdicts[] | select(.detector == $d) | .finding' "$json"; }
    f() { jq -r --arg d "$1" --arg k "$2" '.processes[0].verdicts[] | select(.detector == $d) | .figures[$k] // "-"' "$json" \
      | awk '{ if ($1 == "-") print "-"; else printf "%.3g", $1 }'; }
    line="$name $run:"
    for pair in $expected; do
      detector=${pair%%=*}; want=${pair#*=}; got=$(v "$detector")
      judged=$((judged + 1))
      key="$name $detector"
      hit=0; [ "$got" = found ] && hit=1
      found_count[$key]=$(( ${found_count[$key]:-0} + hit ))
      seen_count[$key]=$(( ${seen_count[$key]:-0} + 1 ))
      mark=ok
      if [ "$got" != "$want" ]; then
        mark=WRONG
        if [ "$want" = found ]; then missed=$((missed + 1)); elif [ "$got" = found ]; then false_found=$((false_found + 1));
        else other=$((other + 1)); fi
      fi
      line+=" $detector=$got($mark)"
    done
    echo "$line | $(f starvation window_injections_max) $(f starvation longest_stall_samples)" \
      "(+$(f starvation threads_added_in_stall)) $(f starvation cpu_percent_mean)" \
      "| $(f blocking window_goal_rises_max) $(f blocking window_pool_waits_max) $(f blocking window_pool_blocked_threads_max)" \
      "| $(f contention window_contentions_max) $(f contention window_contended_ms_max)"
  done
done
echo
echo "confusion matrix (found / runs):"
for key in $(printf '%s\n' "${!seen_count[@]}" | tr ' ' '~' | sort); do
  k=${key//\~/ }
  echo "  $k: ${found_count[$k]} / ${seen_count[$k]}"
done
echo "verdicts judged $judged; false found $false_found; missed $missed; other wrong (cannot tell) $other"
