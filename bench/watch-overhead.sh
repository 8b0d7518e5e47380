#!/usr/bin/env bash
# What does watching cost the watched? Starts the lab's target server once and loads one endpoint in turns, without and
# with `asynclab watch --pid` attached, the same load each time (N pairs, default 3), and prints each run's mean
# throughput and the with/without ratio of the medians. Turns, not two blocks, so that a slower stretch of a shared
# machine lands on both sides alike.
#   bench/watch-overhead.sh [N]      URL_PATH=/async?u=0 USERS=200 SECONDS_PER_RUN=10
set -euo pipefail
cd "$(dirname "$0")/.."
pairs=${1:-3}
case "$pairs" in ''|*[!0-9]*|0) echo "usage: bench/watch-overhead.sh [N>=1]" >&2; exit 2 ;; esac
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
without=(); with=()
for i in $(seq 1 "$pairs"); do
  load "$work/without-$i.log"; without+=("$(mean "$work/without-$i.log")")
  dotnet "$dll" watch --pid "$server" --duration $((seconds + 4)) --out "$work/watch-$i" >"$work/watch-$i.log" 2>&1 &
  watcher=$!
  sleep 1
  load "$work/with-$i.log"; with+=("$(mean "$work/with-$i.log")")
  wait "$watcher" || true
  echo "pair $i: without ${without[-1]} req/s, with watch ${with[-1]} req/s"
done
median() { printf '%s\n' "$@" | sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
mw=$(median "${with[@]}"); mo=$(median "${without[@]}")
awk -v w="$mw" -v o="$mo" 'BEGIN { printf "median: without %.0f req/s, with watch %.0f req/s: %.3f of it (%.1f %% lost)\n", o, w, w / o, (1 - w / o) * 100 }'
