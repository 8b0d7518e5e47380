#!/usr/bin/env bash
# What does watching cost the watched? Starts the lab's target server once and loads one endpoint in turns, without and
# with `asynclab watch --pid` attached, the same load each time (N pairs, default 3), and prints each run's mean
# throughput, each pair's with/without ratio and the median of those ratios. Turns, not two blocks, and ratios taken
# pair by pair, so that a slower stretch of a shared machine lands on both sides alike. The watch's own CPU time
# (user + system, from GNU time) is printed too: on a small machine it competes with the target for the same cores.
#   bench/watch-overhead.sh [N]      URL_PATH=/async?u=0 USERS=200 SECONDS_PER_RUN=10
set -euo pipefail
cd "$(dirname "$0")/.."
pairs=${1:-3}
case "$pairs" in ''|*[!0-9]*|0) echo "usage: bench/watch-overhead.sh [N>=1]" >&2; exit 2 ;; esac
[ -x /usr/bin/time ] || { echo "GNU time is needed (apt-get install time)" >&2; exit 2; }
path=${URL_PATH:-/async?u=0}
users=${USERS:-200}
seconds=${SECONDS_PER_RUN:-10}
dotnet build -c Release src/AsyncLab -v q -nologo >/dev/null
dll=artifacts/bin/AsyncLab/release/AsyncLab.dll
work=$(mktemp -d)
dotnet "$dll" serve --port 0 >"$work/serve.log" 2>&1 &
server=$!
trap 'kill "$server" 2>/dev/null || true; rm -rf "$work"' EXIT
for _ in $(seq 1 100); do grep -q '^listening on ' "$work/serve.log" && break; sleep 0.2; done
url="$(sed -n 's/^listening on //p' "$work/serve.log")$path"

# The load verb's "req/s ... mean X" line: the run's mean throughput.
mean() { sed -n 's/^req\/s .*mean *\([0-9.]*\).*/\1/p' "$1"; }
load() { dotnet "$dll" load "$url" --users "$users" --duration "$seconds" --warmup 2 >"$1" 2>&1; }

echo "target pid $server, $url, $users users, ${seconds} s a run (2 s warm-up), $pairs pairs"
without=(); with=(); ratios=()
for i in $(seq 1 "$pairs"); do
  load "$work/without-$i.log"; without+=("$(mean "$work/without-$i.log")")
  /usr/bin/time -f '%U %S' -o "$work/watch-$i.cpu" dotnet "$dll" watch --pid "$server" --duration $((seconds + 4)) --out "$work/watch-$i" >"$work/watch-$i.log" 2>&1 &
  watcher=$!
  sleep 1
  load "$work/with-$i.log"; with+=("$(mean "$work/with-$i.log")")
  wait "$watcher" || true
  ratios+=("$(awk -v w="${with[-1]}" -v o="${without[-1]}" 'BEGIN { printf "%.3f", w / o }')")
  cpu=$(awk '{ printf "%.1f", $1 + $2 }' "$work/watch-$i.cpu")
  echo "pair $i: without ${without[-1]} req/s, with watch ${with[-1]} req/s (${ratios[-1]}); watch used ${cpu} s of CPU in $((seconds + 4)) s"
done
median() { printf '%s\n' "$@" | sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
r=$(median "${ratios[@]}")
awk -v r="$r" -v w="$(median "${with[@]}")" -v o="$(median "${without[@]}")" 'BEGIN { printf "medians: without %.0f req/s, with watch %.0f req/s; median pair ratio %.3f (%.1f %% lost)\n", o, w, r, (1 - r) * 100 }'
