using AsyncLab.Html;
using AsyncLab.Results;

namespace AsyncLab.Reporting;

/// <summary>
/// The metrics a run declares for an experiment (<see cref="ExperimentResult.Metrics"/>), by key: what reports, charts and
/// compare read a figure's label, unit and better direction from, so a results.json renders by itself. A key the run
/// does not declare (a file written before declarations were recorded) reads as a plain number labelled by its key, with
/// no direction.
/// </summary>
public sealed class DeclaredMetrics
{
    private readonly Dictionary<string, Metric> byKey;

    private DeclaredMetrics(Dictionary<string, Metric> byKey) => this.byKey = byKey;

    /// <summary>No declarations: every figure a plain number.</summary>
    public static DeclaredMetrics None { get; } = new(new Dictionary<string, Metric>(StringComparer.Ordinal));

    /// <summary>The experiment's own declarations; none for a missing experiment.</summary>
    public static DeclaredMetrics Of(ExperimentResult? experiment) => Agreed(experiment is null ? [] : [experiment.Metrics]);

    /// <summary>
    /// The declarations of several results read together (one experiment on several runtimes, or in the two runs compare
    /// reads): a key any of them declares, as the last one declares it. A key they declare with different units or
    /// directions is left undeclared, since neither declaration can be taken for the other's figures.
    /// </summary>
    public static DeclaredMetrics Agreed(IEnumerable<IEnumerable<Metric>> declarations)
    {
        var byKey = new Dictionary<string, Metric>(StringComparer.Ordinal);
        var disputed = new HashSet<string>(StringComparer.Ordinal);
        foreach (var metric in declarations.SelectMany(d => d))
        {
            if (byKey.TryGetValue(metric.Key, out var earlier) && (earlier.Unit != metric.Unit || earlier.Better != metric.Better))
            {
                disputed.Add(metric.Key);
            }

            byKey[metric.Key] = metric;
        }

        foreach (var key in disputed)
        {
            byKey.Remove(key);
        }

        return new(byKey);
    }

    /// <summary>The declared metric with this key, or null when the run does not declare it.</summary>
    public Metric? Find(string key) => byKey.GetValueOrDefault(key);

    /// <summary>The declared metric, or for a key the run does not declare a plain number labelled by its key.</summary>
    public Metric Of(string key) => Find(key) ?? Undeclared(key);

    /// <summary>How a figure the run does not declare reads: a plain number, no better direction, its key for a label.</summary>
    public static Metric Undeclared(string key) => new(key, MetricUnit.Number, MetricBetter.Neither, key.Replace('_', ' '));

    /// <summary>The column and axis name, e.g. "mean".</summary>
    public string Label(string key) => Of(key).Label;

    /// <summary>A figure in its declared unit (<see cref="MetricUnitFormat"/>); an undeclared one as a plain number.</summary>
    public string Format(string key, double value) => Of(key).Unit.Format(value);
}
