using System.Globalization;
using BenchmarkDotNet.Reports;
using BenchmarkDotNet.Running;

namespace AsyncLab.Benchmarking;

/// <summary>
/// One session's cases as they finish, told by BenchmarkDotNet's events (ProgressEventProcessor): the first round's
/// cases are the session's, and each case's report of each round is merged as the session merges it. After every case
/// the figures of the cases with at least one finished round go to the experiment's checkpoint.
/// </summary>
internal sealed class SessionCheckpoint(BenchmarkCheckpoint target)
{
    private readonly List<string> declared = [];
    private readonly Dictionary<string, (BenchmarkCase Case, CaseRounds Rounds, int Finished)> byCase = [];

    /// <summary>A round is starting with these cases; the first round's are every case of the session.</summary>
    public void RoundStarting(IReadOnlyList<BenchmarkCase> cases)
    {
        foreach (var benchmarkCase in cases)
        {
            var key = CaseRounds.KeyOf(benchmarkCase);
            if (!byCase.ContainsKey(key))
            {
                declared.Add(key);
                byCase[key] = (benchmarkCase, new CaseRounds(benchmarkCase), 0);
            }
        }
    }

    /// <summary>
    /// A case finished a round: merge its report and publish. A case that produced no result is left as it was (the
    /// session fails on it).
    /// </summary>
    public void CaseFinished(BenchmarkCase benchmarkCase, BenchmarkReport report)
    {
        var key = CaseRounds.KeyOf(benchmarkCase);
        if (!byCase.TryGetValue(key, out var entry) || report.GetResultRuns().Count == 0)
        {
            return;
        }

        entry.Rounds.Add(benchmarkCase, report);
        byCase[key] = entry with { Finished = entry.Finished + 1 };
        target.Publish(
            declared.Where(k => byCase[k].Finished > 0).Select(k => byCase[k].Rounds.ToFigure()).ToList(),
            declared.Where(k => byCase[k].Finished == 0).Select(k => Unmeasured(byCase[k].Case)).ToList());
    }

    /// <summary>A case with its method and parameters only, for the experiment to name.</summary>
    private static BenchmarkCaseResult Unmeasured(BenchmarkCase benchmarkCase) => new(
        benchmarkCase.Descriptor.WorkloadMethod.Name,
        benchmarkCase.Parameters.Items.ToDictionary(
            p => p.Name, p => Convert.ToString(p.Value, CultureInfo.InvariantCulture) ?? string.Empty),
        double.NaN,
        double.NaN,
        double.NaN,
        null);
}
