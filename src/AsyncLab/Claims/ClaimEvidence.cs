using AsyncLab.Results;

namespace AsyncLab.Claims;

/// <summary>What an experiment measured, as a claim reads it: a figure's samples, or its single value.</summary>
public sealed class ClaimEvidence(IReadOnlyList<Measurement> measurements)
{
    public IReadOnlyList<Measurement> Measurements => measurements;

    public Measurement? Find(CaseSelector selector) => measurements.FirstOrDefault(selector.Matches);

    /// <summary>
    /// The samples behind <paramref name="metric"/> (each iteration, repeat or second), or its one value as a sample of one
    /// when no samples were kept; empty when the case or the metric is missing or not a number.
    /// </summary>
    public IReadOnlyList<double> Samples(CaseSelector selector, string metric)
    {
        var measurement = Find(selector);
        if (measurement is null)
        {
            return [];
        }

        if (measurement.Samples is { } samples && samples.TryGetValue(metric, out var values) && values.Count > 0)
        {
            return values;
        }

        return Value(selector, metric) is var value && !double.IsNaN(value) ? [value] : [];
    }

    /// <summary>The measurement's value of <paramref name="metric"/>; NaN when absent.</summary>
    public double Value(CaseSelector selector, string metric) =>
        Find(selector) is { } m && m.Metrics.TryGetValue(metric, out var value) ? value : double.NaN;

    /// <summary>The distinct parameter sets under which <paramref name="variant"/> was measured, in measurement order.</summary>
    public IReadOnlyList<IReadOnlyDictionary<string, string>> RowsOf(string variant) =>
        measurements.Where(m => m.Variant == variant).Select(m => m.Parameters).ToList();
}
