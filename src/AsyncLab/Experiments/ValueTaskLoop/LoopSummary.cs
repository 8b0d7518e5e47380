using AsyncLab.Results;
using AsyncLab.Statistics;

namespace AsyncLab.Experiments.ValueTaskLoop;

/// <summary>The repeats of one variant's loop, reduced to a median and a spread (a single run on a shared machine says little).</summary>
public sealed record LoopSummary(IReadOnlyList<LoopSample> Samples)
{
    public double MedianLoopsPerSecond => Medians.Of(Samples.Select(s => s.LoopsPerSecond));

    public double MinLoopsPerSecond => Samples.Min(s => s.LoopsPerSecond);

    public double MaxLoopsPerSecond => Samples.Max(s => s.LoopsPerSecond);

    /// <summary>(max − min) / median: how far apart the repeats were.</summary>
    public double Spread => (MaxLoopsPerSecond - MinLoopsPerSecond) / MedianLoopsPerSecond;

    public double MedianBytesPerLoop => Medians.Of(Samples.Select(s => s.BytesPerLoop));

    /// <summary>Time per loop, from the median rate, to set beside BenchmarkDotNet's mean.</summary>
    public double MeanNs => 1e9 / MedianLoopsPerSecond;

    public Dictionary<string, double> ToMetrics() => new()
    {
        [MetricNames.MeanNs] = MeanNs,
        [MetricNames.AllocatedBytesPerOp] = MedianBytesPerLoop,
        [MetricNames.OpsPerSec] = MedianLoopsPerSecond,
        [ValueTaskLoopMetrics.OpsPerSecMin.Key] = MinLoopsPerSecond,
        [ValueTaskLoopMetrics.OpsPerSecMax.Key] = MaxLoopsPerSecond,
        [ValueTaskLoopMetrics.OpsPerSecSpreadFraction.Key] = Spread,
    };

    /// <summary>
    /// Each repeat's figures, kept so that claims are judged on the repeats' spread and not on the median alone:
    /// loops per second, and the same as time per loop to set beside BenchmarkDotNet's iterations.
    /// </summary>
    public IReadOnlyDictionary<string, IReadOnlyList<double>> ToSamples() => new Dictionary<string, IReadOnlyList<double>>
    {
        [MetricNames.OpsPerSec] = Samples.Select(s => s.LoopsPerSecond).ToArray(),
        [MetricNames.TimeNs] = Samples.Select(s => 1e9 / s.LoopsPerSecond).ToArray(),
        [MetricNames.AllocatedBytesPerOp] = Samples.Select(s => s.BytesPerLoop).ToArray(),
    };
}
