using AsyncLab.Claims;

namespace AsyncLab.Benchmarking;

/// <summary>Benchmark figures looked up by variant id, with the comparisons claims are made of.</summary>
public sealed class FigureSet(IReadOnlyDictionary<string, BenchmarkFigure> byVariant)
{
    public bool Has(string variant) => byVariant.ContainsKey(variant);

    public BenchmarkFigure this[string variant] =>
        byVariant.TryGetValue(variant, out var figure)
            ? figure
            : throw new KeyNotFoundException($"no benchmark figure for variant '{variant}'");

    public double Mean(string variant) => this[variant].MeanNs;

    /// <summary>Bytes per operation, or NaN when the diagnoser gave none (a claim on it is then not measured).</summary>
    public double Bytes(string variant) => this[variant].AllocatedBytesPerOp ?? double.NaN;

    /// <summary>Median time of <paramref name="numerator"/> over that of <paramref name="denominator"/>, with its error.</summary>
    public Ratio Ratio(string numerator, string denominator)
    {
        var a = this[numerator].Central;
        var b = this[denominator].Central;
        return Claims.Ratio.Of(a.Ns, a.ErrorNs, b.Ns, b.ErrorNs);
    }
}
