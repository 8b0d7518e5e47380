using System.Globalization;
using System.Text.RegularExpressions;
using AsyncLab.Catalog;
using AsyncLab.Experiments.WhenAllVsForEachAsync;
using AsyncLab.Results;
using AsyncLab.Running;

namespace AsyncLab.Tests.Fixtures;

/// <summary>
/// A recorded run as if made on a machine with another core count, judged again as <c>report DIR</c> judges it: every
/// core count results.json records (the run's logical cores, each measurement's cores metric) becomes one that is neither
/// the recorded run's nor this machine's, and the experiments' notes (their own prose about the machine they ran on) are
/// left out. A core count the reports or the console print other than the new one came from somewhere other than the
/// document: this machine, or a constant.
/// </summary>
public static partial class OtherCores
{
    /// <summary>The recorded run made over, with the core counts the output must not name.</summary>
    public static (ResultsDocument Document, int Cores, IReadOnlyList<int> Foreign) Of(string recordedRun)
    {
        var recorded = ResultsFile.Read(RecordedRuns.PathOf(recordedRun));
        int[] foreign = [recorded.Run.LogicalCores, Environment.ProcessorCount];
        var cores = Enumerable.Range(16, 3).First(c => !foreign.Contains(c));
        var moved = recorded with
        {
            Run = recorded.Run with { LogicalCores = cores },
            Experiments = recorded.Experiments.Select(e => e with
            {
                Notes = [],
                Measurements = e.Measurements.Select(m => m.Metrics.ContainsKey(WhenAllVsForEachAsyncMetrics.Cores.Key)
                    ? m with { Metrics = new Dictionary<string, double>(m.Metrics) { [WhenAllVsForEachAsyncMetrics.Cores.Key] = cores } }
                    : m).ToList(),
            }).ToList(),
        };

        var (document, _) = Rejudging.Apply(moved, ExperimentCatalog.ClaimsOf, ExperimentCatalog.RuntimeComparisons);
        return (document, cores, foreign);
    }

    /// <summary>Each place <paramref name="text"/> names a count of cores ("2 cores", "2-core", "2 logical cores"), with the
    /// count.</summary>
    public static IReadOnlyList<(int Cores, string Where)> Mentions(string text) =>
        CoreCount().Matches(text).Select(m => (int.Parse(m.Groups[1].Value, CultureInfo.InvariantCulture), m.Value)).ToList();

    [GeneratedRegex(@"(?<![\w.])(\d+)(?:[ -]logical)?[ -]cores?\b")]
    private static partial Regex CoreCount();
}
