#!/usr/bin/env bash
# The lab's load driver beside wrk: same trivial endpoint (/health of the target server), same machine, same
# connection count, alternating rounds in one run. Prints both request rates, p50 latencies and client CPU per
# request, and the driver/wrk rate ratio (target: >= 0.8). Installs wrk from Debian's packages if it is missing.
# Loopback only.
#   CONNECTIONS=64 DURATION=10 ROUNDS=5 bench/load-vs-wrk.sh
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

# Each tool's client CPU per request, from bash's own timing of the child (user + system seconds).
cpu_us_per_request() { awk -v cpu="$1" -v rps="$2" -v d="$3" 'BEGIN { printf "%.1f", cpu * 1e6 / (rps * d) }'; }

# Warm both sides up first (wrk for the server's JIT; the driver warms itself in its own process with --warmup, which
# covers its JIT tiering: without it the first seconds of a 10 s run are slower), then alternate rounds, so that a
# burst of other work on a shared machine lands on both tools alike. Each round pairs one wrk run with one driver
# run back to back; the verdict uses the median of the rounds' ratios, which a single lucky or unlucky run cannot move.
rounds=${ROUNDS:-5}
wrk -t2 -c"$connections" -d3s "$url" >/dev/null
TIMEFORMAT='%U %S'
: >"$work/ratios.txt"
for round in $(seq 1 "$rounds"); do
  { time wrk -t2 -c"$connections" -d"${duration}s" --latency "$url" >"$work/wrk$round.txt"; } 2>"$work/wrk$round.cpu"
  dotnet "$dll" load "$url" --users "$connections" --duration "$duration" --warmup 5 >"$work/lab$round.txt"
  wrk_rps=$(awk '/^Requests\/sec:/ { print $2 }' "$work/wrk$round.txt")
  wrk_p50=$(to_ms "$(awk '$1 == "50%" { print $2 }' "$work/wrk$round.txt")")
  wrk_cpu=$(cpu_us_per_request "$(awk '{ print $1 + $2 }' "$work/wrk$round.cpu")" "$wrk_rps" "$duration")
  lab_rps=$(awk '/^req\/s +min/ { print $7 }' "$work/lab$round.txt")
  lab_p50=$(awk '/^latency/ { v = $3; u = $4; if (u == "µs") v /= 1000; else if (u == "s") v *= 1000; printf "%.3f", v }' "$work/lab$round.txt")
  lab_cpu=$(awk '/^driver cpu/ { print $3 }' "$work/lab$round.txt")
  ratio=$(awk -v a="$lab_rps" -v b="$wrk_rps" 'BEGIN { printf "%.2f", a / b }')
  echo "$ratio" >>"$work/ratios.txt"
  printf 'round %d: wrk %9.0f req/s, p50 %s ms, %5s µs cpu/req | lab driver %9.0f req/s, p50 %s ms, %5s µs cpu/req | ratio %s\n' \
    "$round" "$wrk_rps" "$wrk_p50" "$wrk_cpu" "$lab_rps" "$lab_p50" "$lab_cpu" "$ratio"
done

median=$(sort -n "$work/ratios.txt" | awk '{ r[NR] = $1 } END { print (NR % 2 ? r[(NR + 1) / 2] : (r[NR / 2] + r[NR / 2 + 1]) / 2) }')
echo
awk -v r="$median" -v n="$rounds" 'BEGIN { printf "ratio (driver / wrk), median of %d rounds: %.2f  (target >= 0.80): %s\n", n, r, (r >= 0.8 ? "met" : "NOT met") }'
echo "(wrk's cpu/req counts its whole run including connecting; the driver's counts its measured run only, warm-up excluded)"
echo
echo "--- wrk, last round"; cat "$work/wrk$rounds.txt"
echo "--- lab driver, last round"; cat "$work/lab$rounds.txt"
