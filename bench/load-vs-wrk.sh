#!/usr/bin/env bash
# The lab's load driver beside wrk: same trivial endpoint (/health of the target server), same machine, same
# connection count, one run each. Prints both request rates and p50 latencies and the driver/wrk rate ratio
# (target: >= 0.8). Installs wrk from Debian's packages if it is missing. Loopback only.
#   CONNECTIONS=64 DURATION=10 bench/load-vs-wrk.sh
set -euo pipefail
cd "$(dirname "$0")/.."
connections=${CONNECTIONS:-64}
duration=${DURATION:-10}

if ! command -v wrk >/dev/null; then
  echo "installing wrk (apt-get)"
  apt-get update -qq && apt-get install -y -qq wrk >/dev/null
fi

dotnet build -c Release src/AsyncLab -v q -nologo >/dev/null
dll=artifacts/bin/AsyncLab/release/AsyncLab.dll
work=$(mktemp -d)
dotnet "$dll" serve --port 0 >"$work/serve.txt" 2>&1 &
server=$!
trap 'kill "$server" 2>/dev/null; wait "$server" 2>/dev/null; rm -rf "$work"' EXIT

for _ in $(seq 1 200); do
  grep -q '^listening on ' "$work/serve.txt" && break
  sleep 0.1
done
base=$(sed -n 's/^listening on //p' "$work/serve.txt")
[ -n "$base" ] || { echo "the target server did not start:"; cat "$work/serve.txt"; exit 1; }
url="$base/health"
echo "target $url, $connections connections, $duration s each"

to_ms() { # wrk prints 123.45us, 1.23ms or 1.02s
  awk -v v="$1" 'BEGIN { n = v + 0; if (v ~ /us$/) n /= 1000; else if (v ~ /ms$/) n += 0; else if (v ~ /s$/) n *= 1000; printf "%.3f", n }'
}

# Warm both sides up (JIT and connections: the driver in its own process, --warmup), then alternate two rounds each, so that a burst of other work on a
# shared machine does not land on one tool only; each tool's better round is compared.
wrk -t2 -c"$connections" -d2s "$url" >/dev/null
best_wrk=0 best_lab=0
for round in 1 2; do
  wrk -t2 -c"$connections" -d"${duration}s" --latency "$url" >"$work/wrk$round.txt"
  dotnet "$dll" load "$url" --users "$connections" --duration "$duration" --warmup 2 >"$work/lab$round.txt"
  wrk_rps=$(awk '/^Requests\/sec:/ { print $2 }' "$work/wrk$round.txt")
  wrk_p50=$(to_ms "$(awk '$1 == "50%" { print $2 }' "$work/wrk$round.txt")")
  lab_rps=$(awk '/^req\/s +min/ { print $7 }' "$work/lab$round.txt")
  lab_p50=$(awk '/^latency/ { v = $3; u = $4; if (u == "µs") v /= 1000; else if (u == "s") v *= 1000; printf "%.3f", v }' "$work/lab$round.txt")
  echo "round $round: wrk $wrk_rps req/s (p50 $wrk_p50 ms), lab driver $lab_rps req/s (p50 $lab_p50 ms)"
  if awk -v a="$wrk_rps" -v b="$best_wrk" 'BEGIN { exit !(a > b) }'; then best_wrk=$wrk_rps best_wrk_p50=$wrk_p50 best_wrk_round=$round; fi
  if awk -v a="$lab_rps" -v b="$best_lab" 'BEGIN { exit !(a > b) }'; then best_lab=$lab_rps best_lab_p50=$lab_p50 best_lab_round=$round; fi
done

echo
echo "wrk:        $best_wrk req/s, p50 $best_wrk_p50 ms (best of 2)"
echo "lab driver: $best_lab req/s, p50 $best_lab_p50 ms (best of 2)"
awk -v a="$best_lab" -v b="$best_wrk" 'BEGIN { r = a / b; printf "ratio (driver / wrk): %.2f  (target >= 0.80): %s\n", r, (r >= 0.8 ? "met" : "NOT met") }'
echo
echo "--- wrk, best round"; cat "$work/wrk$best_wrk_round.txt"
echo "--- lab driver, best round"; cat "$work/lab$best_lab_round.txt"
