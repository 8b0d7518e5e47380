#!/usr/bin/env python3
"""How far two runs of the same code move apart, per kind of figure: the data behind compare's between-run spreads.

Reads two or more results.json files of runs of the same code (e.g. the runs of bench/verdict-stability.sh), pairs each
figure of every experiment by variant and parameters across every pair of runs, and prints per kind of figure the number
of pairs, sigma = RMS of ln(B/A), the normal-model spread exp(2.576 sigma) - 1, and the empirical 99th percentile of
|ln(B/A)| as a spread (the change that two runs of the same code exceed in 1 % of pairs).

    bench/between-run-spread.py results/stability-X/run-*/results.json
"""
import itertools
import json
import math
import sys

TIME = ("median_ns", "time_ns")
THROUGHPUT = ("throughput_rps", "ideal_share")


def kind(metric):
    if metric in TIME or metric == "ops_per_sec":
        return "time per call"
    if metric in THROUGHPUT:
        return "throughput"
    return None


def figures(path):
    with open(path, encoding="utf-8") as f:
        doc = json.load(f)
    out = {}
    for experiment in doc.get("experiments", []):
        for m in experiment.get("measurements", []):
            key = (experiment["id"], m["variant"], tuple(sorted(m.get("parameters", {}).items())))
            for metric, value in m.get("metrics", {}).items():
                if kind(metric) and isinstance(value, (int, float)) and value > 0:
                    out[key + (metric,)] = value
    return out


def main(paths):
    if len(paths) < 2:
        sys.exit("usage: between-run-spread.py RESULTS.json RESULTS.json [...]")
    runs = [figures(p) for p in paths]
    logs = {}
    for a, b in itertools.combinations(runs, 2):
        for key in a.keys() & b.keys():
            logs.setdefault(kind(key[-1]), []).append(math.log(b[key] / a[key]))
    for k, xs in sorted(logs.items()):
        sigma = math.sqrt(sum(x * x for x in xs) / len(xs))
        p99 = sorted(abs(x) for x in xs)[min(len(xs) - 1, math.ceil(0.99 * len(xs)) - 1)]
        print(f"{k}: {len(xs)} pairs, sigma {sigma:.4f}, normal spread ±{math.exp(2.576 * sigma) - 1:.1%}, "
              f"empirical 99th percentile ±{math.exp(p99) - 1:.1%}")


if __name__ == "__main__":
    main(sys.argv[1:])
