#!/usr/bin/env bash
# What does watching cost the watched? Starts the lab's target server once and loads one endpoint in turns, without and
# with `asynclab watch --pid` attached, the same load each time (N pairs, default 3), and prints each run's mean
# throughput, each pair's with/without ratio and the median of those ratios. Turns, not two blocks, and ratios taken
# pair by pair, so that a slower stretch of a shared machine lands on both sides alike. The watch's own CPU time
# (user + system, from GNU time) is printed too: on a small machine it competes with the target for the same cores.
# The costly path is a blocking endpoint, where every wait raises a verbose event with its stack: run it on
# URL_PATH='/sync-over-async?u=50' as well as on '/async?u=50'.
# A cold pool takes tens of seconds to grow to 200 blocked requests, so the growth, not the watch, would decide a
# blocking endpoint's figure, and each run would start from the pool the run before left: give the target a pool that
# starts large (SERVE_ARGS='--min-threads 256'), so every wait still raises its event but the pool is steady.
#   bench/watch-overhead.sh [N]      URL_PATH=/async?u=0 USERS=200 SECONDS_PER_RUN=10 SERVE_ARGS=
set -euo pipefail
cd "$(dirname "$0")/.."
pairs=${1:-3}
case "$pairs" in ''|*[!0-9]*|0) echo "usage: bench/watch-overhead.sh [N>=1]" >&2; exit 2 ;; esac
path=${URL_PATH:-/async?u=0}
users=${USERS:-200}
seconds=${SECONDS_PER_RUN:-10}
# shellcheck source=bench/lab.sh
. bench/lab.sh
# The watch's CPU time comes from GNU time where it is installed.
timed() { if [ -x /usr/bin/time ]; then /usr/bin/time -f '%U %S' -o "$1" "${@:2}"; else echo "n/a" >"$1"; "${@:2}"; fi; }
work=$(mktemp -d)
# shellcheck disable=SC2086 # SERVE_ARGS is a list of flags
"${lab[@]}" serve --port 0 ${SERVE_ARGS:-} >"$work/serve.log" 2>&1 &
server=$!
trap 'kill "$server" 2>/dev/null || true; rm -rf "$work"' EXIT
for _ in $(seq 1 100); do grep -q '^listening on ' "$work/serve.log" && break; sleep 0.2; done
url="$(sed -n 's/^listening on //p' "$work/serve.log")$path"

# The load verb's "req/s ... mean X" line: the run's mean throughput.
mean() { sed -n 's/^req\/s .*mean *\([0-9.]*\).*/\1/p' "$1"; }
load() { "${lab[@]}" load "$url" --users "$users" --duration "$seconds" --warmup 2 >"$1" 2>&1; }

echo "$(nproc) cores; target pid $server (serve ${SERVE_ARGS:-with the default pool}), $url"
echo "$users users, ${seconds} s a run (2 s warm-up), $pairs pairs"
# One measured load with watch attached first: the load starts only once watch says it attached, and a watch that
# fails (no attach, a non-zero exit, no watch.json) stops the benchmark rather than reading as free.
watched() {
  local i=$1
  timed "$work/watch-$i.cpu" "${lab[@]}" watch --pid "$server" --duration $((seconds + 10)) --out "$work/watch-$i" \
    >"$work/watch-$i.log" 2>&1 &
  local watcher=$!
  for _ in $(seq 1 150); do grep -q 'attached to process' "$work/watch-$i.log" && break; sleep 0.2; done
  grep -q 'attached to process' "$work/watch-$i.log" || { echo "watch did not attach:" >&2; cat "$work/watch-$i.log" >&2; exit 1; }
  load "$work/with-$i.log"
  if ! wait "$watcher"; then echo "watch failed:" >&2; tail -5 "$work/watch-$i.log" >&2; exit 1; fi
  [ -s "$work/watch-$i/watch.json" ] || { echo "watch wrote no watch.json" >&2; exit 1; }
}
without=(); with=(); ratios=()
for i in $(seq 1 "$pairs"); do
  # The order turns each pair (ABBA...), so that the pool the target grew in the run before lands on both sides alike.
  if [ $((i % 2)) -eq 1 ]; then load "$work/without-$i.log"; watched "$i"; else watched "$i"; load "$work/without-$i.log"; fi
  without+=("$(mean "$work/without-$i.log")"); with+=("$(mean "$work/with-$i.log")")
  ratios+=("$(awk -v w="${with[-1]}" -v o="${without[-1]}" 'BEGIN { printf "%.3f", w / o }')")
  cpu=$(awk '$1 == "n/a" { printf "n/a"; next } { printf "%.1f", $1 + $2 }' "$work/watch-$i.cpu")
  echo "pair $i: without ${without[-1]} req/s, with watch ${with[-1]} req/s (${ratios[-1]});" \
    "watch used ${cpu} s of CPU in $((seconds + 10)) s"
done
median() { printf '%s\n' "$@" | sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
r=$(median "${ratios[@]}")
awk -v r="$r" -v w="$(median "${with[@]}")" -v o="$(median "${without[@]}")" 'BEGIN { printf "medians: without %.0f req/s, with watch %.0f req/s; median pair ratio %.3f (%.1f %% lost)\n", o, w, r, (1 - r) * 100 }'
