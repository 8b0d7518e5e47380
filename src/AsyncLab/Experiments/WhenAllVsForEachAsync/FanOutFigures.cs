using AsyncLab.Benchmarking;
using AsyncLab.Claims;

namespace AsyncLab.Experiments.WhenAllVsForEachAsync;

/// <summary>This run's timings and diagnosis, looked up by row; a row the profile left out reads as NaN.</summary>
public sealed class FanOutFigures(
    IReadOnlyDictionary<FanOutCase, BenchmarkFigure> timings,
    IReadOnlyDictionary<FanOutCase, Concurrency> diagnosis,
    int cores,
    double parallelCapacity = double.NaN)
{
    public int Cores => cores;

    /// <summary>The control: how much faster <see cref="Cores"/> threads did the same CPU-bound work than one, during this run; NaN when not measured.</summary>
    public double ParallelCapacity => parallelCapacity;

    public bool Has(FanOutCase row) => timings.ContainsKey(row);

    public double Mean(FanOutCase row) => timings.TryGetValue(row, out var f) ? f.MeanNs : double.NaN;

    public Concurrency? Diagnosis(FanOutCase row) => diagnosis.GetValueOrDefault(row);

    /// <summary>The row's time with <paramref name="numerator"/> over its time with <paramref name="denominator"/>.</summary>
    public Ratio Ratio(FanOutCase row, string numerator, string denominator)
    {
        if (!timings.TryGetValue(row.WithMethod(numerator), out var a) || !timings.TryGetValue(row.WithMethod(denominator), out var b))
        {
            return Claims.Ratio.Unknown;
        }

        return Claims.Ratio.Of(a.MeanNs, a.ErrorNs, b.MeanNs, b.ErrorNs);
    }

    /// <summary>One row per (items, amount) of a suite, keyed by its WhenAll case.</summary>
    public IEnumerable<FanOutCase> Rows(WorkloadSuite suite, Func<FanOutCase, bool> where) =>
        timings.Keys.Where(r => r.Suite == suite && r.Method == FanOutMethods.WhenAll && where(r)).OrderBy(r => r.Items).ThenBy(r => r.Amount);
}
