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

# Warm both sides up (JIT, connections), then measure.
wrk -t2 -c"$connections" -d2s "$url" >/dev/null
wrk -t2 -c"$connections" -d"${duration}s" --latency "$url" >"$work/wrk.txt"
dotnet "$dll" load "$url" --users "$connections" --duration 2 >/dev/null
dotnet "$dll" load "$url" --users "$connections" --duration "$duration" >"$work/lab.txt"

to_ms() { # wrk prints 123.45us, 1.23ms or 1.02s
  awk -v v="$1" 'BEGIN { n = v + 0; if (v ~ /us$/) n /= 1000; else if (v ~ /ms$/) n += 0; else if (v ~ /s$/) n *= 1000; printf "%.3f", n }'
}
wrk_rps=$(awk '/^Requests\/sec:/ { print $2 }' "$work/wrk.txt")
wrk_p50=$(to_ms "$(awk '$1 == "50%" { print $2 }' "$work/wrk.txt")")
lab_rps=$(awk '/^req\/s/ { print $7 }' "$work/lab.txt")
lab_p50=$(awk '/^latency/ { v = $3; u = $4; if (u == "µs") v /= 1000; else if (u == "s") v *= 1000; printf "%.3f", v }' "$work/lab.txt")

echo
echo "wrk:        $wrk_rps req/s, p50 $wrk_p50 ms"
echo "lab driver: $lab_rps req/s, p50 $lab_p50 ms"
awk -v a="$lab_rps" -v b="$wrk_rps" 'BEGIN { r = a / b; printf "ratio (driver / wrk): %.2f  (target >= 0.80): %s\n", r, (r >= 0.8 ? "met" : "NOT met") }'
echo
echo "--- wrk"; cat "$work/wrk.txt"
echo "--- lab driver"; cat "$work/lab.txt"
