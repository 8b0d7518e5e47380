using AsyncLab.Results;
using AsyncLab.Tests.Fixtures;

namespace AsyncLab.Tests.Running;

/// <summary>
/// Repeated runs of the same experiment code, kept under Running/Repeats (one folder per set, one results.json per run,
/// each run its own launches): re-judged with today's claims, a claim's intervals from different runs overlap. The runs
/// are replayed, not simulated, so this is the promise "run it twice, the intervals overlap" held against what this
/// machine's processes really did. Each set is three quick runs on the machine the lab was built on, one inside a whole
/// lab run and two of the experiment alone (docs/NOTEBOOK.md says when and how).
/// </summary>
public sealed class RepeatedRunsTests
{
    private const string Folder = "Running/Repeats";

    public static TheoryData<string> Sets()
    {
        var data = new TheoryData<string>();
        foreach (var set in Directory.GetDirectories(TestFiles.PathOf(Folder)).Order(StringComparer.Ordinal))
        {
            data.Add(Path.GetFileName(set));
        }

        return data;
    }

    [Theory]
    [MemberData(nameof(Sets))]
    public void Apply_RunsOfTheSameCode_EveryClaimsIntervalsOverlapPairwise(string set)
    {
        var runs = Directory.GetFiles(TestFiles.PathOf(Path.Combine(Folder, set)), "*.json").Order(StringComparer.Ordinal)
            .Select(Rejudged).ToList();

        // A claim of several parts heads with the part that decided it, which may differ between runs: like is compared
        // with like (the same unit), and a single value (bytes read exactly) has no interval to overlap.
        var byClaim = runs.SelectMany((claims, run) => claims.Select(c => (Run: run, Claim: c)))
            .Where(x => x.Claim.Interval is { } i && i.Low < i.High)
            .GroupBy(x => (x.Claim.Id, x.Claim.Interval!.Unit))
            .Where(g => g.Count() >= 2)
            .ToList();
        var disjoint = byClaim.SelectMany(g => g.SelectMany(a => g.Where(b => b.Run > a.Run)
                .Where(b => a.Claim.Interval!.High < b.Claim.Interval!.Low || b.Claim.Interval!.High < a.Claim.Interval!.Low)
                .Select(b => $"{g.Key.Id}: run {a.Run + 1} {Text(a.Claim.Interval!)}, run {b.Run + 1} {Text(b.Claim.Interval!)}")))
            .ToList();

        Assert.True(runs.Count >= 3, $"{set}: {runs.Count} run(s); a set needs three to be worth replaying");
        Assert.True(byClaim.Count >= 3, $"{set}: only {byClaim.Count} claim(s) have sampled intervals to compare");
        Assert.True(disjoint.Count == 0, "intervals of the same claim that do not overlap:\n" + string.Join("\n", disjoint));
    }

    /// <summary>
    /// The other side of the promise: across runs, a claim's estimate moves about as far as its intervals say. For each
    /// claim with a ratio interval in two runs, z = Δ ln estimate / √(se₁² + se₂²), each se read from its interval at its
    /// confidence as a normal one; calibrated intervals give RMS(z) near 1, intervals too narrow give more. Intervals on few
    /// degrees of freedom read below 1 even when calibrated (a t quantile is wider than the normal one), so this bounds
    /// the narrow side only; the wide side is reported (docs/METHOD.md, "Width").
    /// </summary>
    [Theory]
    [MemberData(nameof(Sets))]
    public void Apply_RunsOfTheSameCode_EstimatesMoveNoFurtherThanTheirIntervalsSay(string set)
    {
        var runs = Directory.GetFiles(TestFiles.PathOf(Path.Combine(Folder, set)), "*.json").Order(StringComparer.Ordinal)
            .Select(Rejudged).ToList();

        var z = BetweenRunZ(runs);

        Assert.True(z.Count >= 10, $"{set}: only {z.Count} pairs of ratio intervals to compare");
        var rms = Math.Sqrt(z.Average(v => v * v));
        Assert.True(rms <= 1.3, $"{set}: RMS(z) {rms:0.00} over {z.Count} pairs: the intervals are narrower than the runs' scatter");
    }

    /// <summary>z of every pair of runs for every claim whose interval is a bounded ratio in both.</summary>
    public static IReadOnlyList<double> BetweenRunZ(IReadOnlyList<IReadOnlyList<ClaimResult>> runs)
    {
        var readings = runs.Select(claims => claims
                .Select(c => (c.Id, Reading: c.Interval?.LogReading()))
                .Where(c => c.Reading is not null)
                .ToDictionary(c => c.Id, c => c.Reading!.Value))
            .ToList();
        return [.. readings.SelectMany((a, i) => readings.Skip(i + 1).SelectMany(b => a.Keys.Where(b.ContainsKey)
            .Select(id => (a[id].Log - b[id].Log) / Math.Sqrt((a[id].Se * a[id].Se) + (b[id].Se * b[id].Se)))))];
    }

    // The run's samples judged by today's claims, so a change to a check or its statistics is replayed too.
    private static IReadOnlyList<ClaimResult> Rejudged(string path) =>
        [.. RecordedRuns.Rejudged(ResultsFile.Read(path)).Experiments.SelectMany(e => e.Claims)];

    private static string Text(ClaimInterval interval) =>
        string.Create(System.Globalization.CultureInfo.InvariantCulture, $"[{interval.Low:0.###}, {interval.High:0.###}]");
}
