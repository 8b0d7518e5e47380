using AsyncLab.Results;

namespace AsyncLab.Benchmarking;

/// <summary>One benchmark case's result, merged from BenchmarkDotNet's reports of every round the case ran in.</summary>
/// <param name="Method">The benchmark method's name.</param>
/// <param name="Parameters">The case's [Params] values, formatted invariantly.</param>
/// <param name="MeanNs">Mean time per operation over the iterations of all rounds.</param>
/// <param name="ErrorNs">Half-width of the 99.9% confidence interval of the mean.</param>
/// <param name="AllocatedBytesPerOp">
/// Managed bytes allocated per operation, unrounded: the median of the rounds' figures (<see cref="MergedAllocations"/>);
/// null when the diagnoser could not tell.
/// </param>
public sealed record BenchmarkCaseResult(
    string Method,
    IReadOnlyDictionary<string, string> Parameters,
    double MeanNs,
    double ErrorNs,
    double StdDevNs,
    double? AllocatedBytesPerOp)
{
    /// <summary>Each round's median time per operation (<see cref="CaseRounds.RoundMedian"/>): the samples claims are judged on.</summary>
    public IReadOnlyList<double> TimeSamplesNs { get; init; } = [];

    /// <summary>The samples as results.json keeps them, under <see cref="MetricNames.TimeNs"/>; null when there are none.</summary>
    public IReadOnlyDictionary<string, IReadOnlyList<double>>? Samples =>
        TimeSamplesNs.Count == 0 ? null : new Dictionary<string, IReadOnlyList<double>> { [MetricNames.TimeNs] = TimeSamplesNs };

    /// <summary>Median time per operation; NaN when unknown (then comparisons fall back to the mean).</summary>
    public double MedianNs { get; init; } = double.NaN;

    /// <summary>
    /// Lowest and highest of the rounds' bytes per operation when they disagreed (AllocatedBytesPerOp is their median);
    /// null when they agreed. Reported as metrics so a disagreement shows in the results instead of being hidden.
    /// </summary>
    public (double Min, double Max)? AllocatedBytesPerOpRange { get; init; }

    /// <summary>How much of the iterations' variance lies between rounds (<see cref="RoundVariance"/>); NaN when unknown.</summary>
    public double RoundShare { get; init; } = double.NaN;

    /// <summary>
    /// The figure claims compare: the median, which one disturbed iteration on a shared machine cannot drag the
    /// way it drags the mean, with the mean's relative error carried over.
    /// </summary>
    public (double Ns, double ErrorNs) Central =>
        double.IsNaN(MedianNs) || MeanNs <= 0 ? (MeanNs, ErrorNs) : (MedianNs, ErrorNs * MedianNs / MeanNs);

    public Dictionary<string, double> ToMetrics()
    {
        var metrics = new Dictionary<string, double>
        {
            [MetricNames.MeanNs] = MeanNs,
            [MetricNames.ErrorNs] = ErrorNs,
            [MetricNames.OpsPerSec] = MeanNs > 0 ? 1e9 / MeanNs : double.NaN,
        };
        if (!double.IsNaN(MedianNs))
        {
            metrics[MetricNames.MedianNs] = MedianNs;
        }

        if (!double.IsNaN(RoundShare))
        {
            metrics[MetricNames.RoundShare] = RoundShare;
        }

        if (AllocatedBytesPerOp is { } bytes)
        {
            metrics[MetricNames.AllocatedBytesPerOp] = bytes;
        }

        if (AllocatedBytesPerOpRange is { } range)
        {
            metrics[MetricNames.AllocatedBytesPerOpMin] = range.Min;
            metrics[MetricNames.AllocatedBytesPerOpMax] = range.Max;
        }

        return metrics;
    }
}
