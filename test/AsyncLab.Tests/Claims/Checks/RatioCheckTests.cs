using AsyncLab.Claims;
using AsyncLab.Claims.Checks;
using AsyncLab.Html;
using AsyncLab.Results;
using AsyncLab.Tests.Fixtures;

namespace AsyncLab.Tests.Claims.Checks;

/// <summary>A sampled ratio judged paired (repeats taken in turns) or pooled.</summary>
public sealed class RatioCheckTests
{
    // Both loops ran 2.4× faster from the eighth repeat on; in every repeat ValueTask did 0.95× Task's loops.
    private static readonly double[] Drift = [1, 1, 1, 1, 1, 1, 1, 2.4, 2.4, 2.4];
    private static readonly double[] Wobble = [1.01, 0.99, 1, 1.005, 0.995, 1, 1.01, 0.99, 1, 1];
    private static readonly double[] TaskRates = Drift.Select(d => 1000 * d).ToArray();
    private static readonly double[] ValueTaskRates = Drift.Select((d, i) => 950 * d * Wobble[i]).ToArray();

    private static readonly Metric Rate = new("rate", MetricUnit.PerSecond, MetricBetter.Higher, "rate");

    private static RatioCheck Check(bool paired) =>
        new(Rate, new CaseSelector("valuetask"), new CaseSelector("task"), Band.AtMost(1.03), Band.AtMost(1.03)) { Paired = paired };

    [Fact]
    public void Evaluate_PairedAcrossADrift_Holds()
    {
        var outcome = Check(paired: true).Evaluate(new ClaimEvidence([Loop("valuetask", ValueTaskRates), Loop("task", TaskRates)]));

        Assert.Equal(Verdict.Holds, outcome.Verdict);
    }

    [Fact]
    public void Evaluate_PooledAcrossTheSameDrift_Inconclusive()
    {
        var outcome = Check(paired: false).Evaluate(new ClaimEvidence([Loop("valuetask", ValueTaskRates), Loop("task", TaskRates)]));

        Assert.Equal(Verdict.Inconclusive, outcome.Verdict);
    }

    [Fact]
    public void Evaluate_PairedWithMoreTurnsOnOneSide_PairsTheTurnsBothTookPartIn()
    {
        // Task had two extra turns, at a rate no ValueTask turn is paired with: pairing must ignore them.
        var evidence = new ClaimEvidence([Loop("valuetask", ValueTaskRates), Loop("task", [.. TaskRates, 100, 100])]);
        var firstTurns = new ClaimEvidence([Loop("valuetask", ValueTaskRates), Loop("task", TaskRates)]);

        Assert.Equal(Check(paired: true).Evaluate(firstTurns).Estimate, Check(paired: true).Evaluate(evidence).Estimate);
        Assert.Equal(Verdict.Holds, Check(paired: true).Evaluate(evidence).Verdict);
    }

    // ForEachAsync over 10 items of a second on 2 cores against WhenAll: one call each, 5.04 s and 1.003 s.
    private static RatioCheck TimerBound(double? allowance) =>
        new(Rate, new CaseSelector("foreachasync"), new CaseSelector("whenall"), new Band(3.5, 6.5), Band.AtLeast(1.2))
        {
            OneCallAllowance = allowance
        };

    [Fact]
    public void Evaluate_OneCallEachWithAllowance_ReadsTheRatioWithinBothCallsAllowancesAndSaysSo()
    {
        var outcome = TimerBound(0.02).Evaluate(new ClaimEvidence([Loop("foreachasync", [5.04]), Loop("whenall", [1.003])]));

        // One call 2 % late and the other 2 % early at worst: the ratio within 1.02 / 0.98 either way.
        var ratio = 5.04 / 1.003;
        Assert.Equal(Verdict.Holds, outcome.Verdict);
        Assert.Equal(ratio * 0.98 / 1.02, outcome.Estimate.Low, 12);
        Assert.Equal(ratio * 1.02 / 0.98, outcome.Estimate.High, 12);
        Assert.Contains("one call a side, timer-bound: ±2% a call, ±4.1% for the ratio, not a sampled interval", outcome.Figures,
            StringComparison.Ordinal);
        Assert.DoesNotContain("99", outcome.Figures, StringComparison.Ordinal);
    }

    [Fact]
    public void Evaluate_OneCallEachAllowanceCrossingAnEdge_Inconclusive()
    {
        // 6.45× is inside 3.5–6.5, but 2 % either way reaches past the edge.
        var outcome = TimerBound(0.02).Evaluate(new ClaimEvidence([Loop("foreachasync", [6.45]), Loop("whenall", [1])]));

        Assert.Equal(Verdict.Inconclusive, outcome.Verdict);
    }

    [Fact]
    public void Evaluate_OneCallEachWithoutAllowance_TooFewSamples()
    {
        var outcome = TimerBound(null).Evaluate(new ClaimEvidence([Loop("foreachasync", [5.04]), Loop("whenall", [1.003])]));

        Assert.Equal(Verdict.Inconclusive, outcome.Verdict);
        Assert.Contains("too few samples", outcome.Figures, StringComparison.Ordinal);
    }

    [Fact]
    public void Evaluate_RoundsWithAllowance_UsesTheSampledInterval()
    {
        double[] forEach = [5.01, 5.03, 5.02, 5.05, 5.01, 5.02, 5.04, 5.03, 5.02, 5.01];
        double[] whenAll = [1.001, 1.002, 1.003, 1.001, 1.002, 1.004, 1.001, 1.002, 1.003, 1.002];
        var evidence = new ClaimEvidence([Loop("foreachasync", forEach), Loop("whenall", whenAll)]);

        var outcome = TimerBound(0.02).Evaluate(evidence);

        Assert.Equal(TimerBound(null).Evaluate(evidence).Estimate, outcome.Estimate);
        Assert.DoesNotContain("allowance", outcome.Figures, StringComparison.Ordinal);
    }

    [Fact]
    public void Evaluate_OneLaunchTwiceAsSlow_JudgedOnAnIntervalSpanningBothModesNotTheirMean()
    {
        var measurements = LaunchedRuns.OneRowInTwoModes(splitFactor: 2).Measurements;
        var check = new RatioCheck(Metrics.TimeNs, new CaseSelector("split"), new CaseSelector("alike-1"), Band.AtMost(1.5),
            Band.AtMost(1.5));

        var outcome = check.Evaluate(new ClaimEvidence(measurements, 0.01));

        // One mode reads inside the band and the other outside: the run found two states, not too few launches.
        Assert.Equal(Verdict.Splits, outcome.Verdict);
        Assert.Empty(outcome.OpenCases);
        Assert.InRange(outcome.Estimate.Point, 0.97, 1.03);
        Assert.True(outcome.Estimate.Low < 1 && outcome.Estimate.High > 2, $"{outcome.Estimate}");
        Assert.Contains("(two modes between launches: 0.99× in 3 of 4 launches, 2.04× in 1 of 4; the 99% interval spans both)",
            outcome.Figures, StringComparison.Ordinal);
        Assert.EndsWith("so the verdict depends on which a process falls into", outcome.Figures, StringComparison.Ordinal);
    }

    [Fact]
    public void Evaluate_LaunchedRatioUndecided_NamesTheLaunchesThatWouldDecide()
    {
        // case-1 is 1.04× case-0, launches move each case 2 %: four launches cannot tell 1.04× from the edge at 1.05×.
        var run = LaunchedRuns.Run("a", [100, 104, 100, 100, 100, 100], launches: 4, processNoise: 0.02, seed: 5);
        var check = new RatioCheck(Metrics.TimeNs, new CaseSelector("case-1"), new CaseSelector("case-0"), Band.AtMost(1.05),
            Band.AtMost(1.05));

        var outcome = check.Evaluate(new ClaimEvidence(run.Experiments[0].Measurements, 0.01));

        Assert.Equal(Verdict.Inconclusive, outcome.Verdict);
        Assert.Matches(@"over 4 launches; the ratio moves ±[0-9.]+% a launch\) crosses 1\.05×; at this spread (`--launches \d+` " +
            "would decide|more than 20 launches would be needed: not decidable on this machine with the estimate this near the edge)$",
            outcome.Figures);
    }

    [Theory]
    [InlineData(true, Verdict.Holds)]
    [InlineData(false, Verdict.Inconclusive)]
    public void Evaluate_NoisyYardstickBesideQuietCases_LendsTheRatioNoVariance(bool marked, Verdict expected)
    {
        // Four cases that move 0.5 % a launch, case-1 truly 1.05× case-0, and a fifth row that each launch moves by up to
        // 25 %. As a yardstick (the lab's own code, which no claim reads) it is no neighbour of theirs; as a case it would
        // set their floor and leave 1.05× undecided.
        var measurements = LaunchedRuns.Run("a", [100, 105, 100, 100, 100], launches: 4, processNoise: 0.005, seed: 7)
            .Experiments[0].Measurements.ToList();
        var moves = new[] { 1, 1.25, 0.8, 1.15 };
        var noisy = measurements[4];
        var launches = noisy.Launches![MetricNames.TimeNs];
        measurements[4] = noisy with
        {
            Samples = new Dictionary<string, IReadOnlyList<double>>
            {
                [MetricNames.TimeNs] = noisy.Samples![MetricNames.TimeNs].Select((x, i) => x * moves[launches[i]]).ToList(),
            },
            Yardstick = marked ? true : null,
        };
        var check = new RatioCheck(Metrics.TimeNs, new CaseSelector("case-1"), new CaseSelector("case-0"), Band.AtLeast(1.01),
            Band.AtLeast(1.01));

        var outcome = check.Evaluate(new ClaimEvidence(measurements, 0.01));

        Assert.True(expected == outcome.Verdict, outcome.Figures);
    }

    [Fact]
    public void Evaluate_TestsRepeatedOnOneServer_RunIsTheUnitAndTheWhyLineSaysRuns()
    {
        // Within a run the seconds barely move, but the ratio moves 10 % from one run to the next. Read as one series the
        // seconds look tight; with the run as the unit the interval has that move in it.
        var outcome = AsyncOverSyncOnOneServer([[104, 105, 104, 103], [114, 115, 113, 114]], edge: 1.15);

        Assert.Contains("over 2 runs; the ratio moves ±", outcome.Figures, StringComparison.Ordinal);
        Assert.DoesNotContain("launch", outcome.Figures, StringComparison.Ordinal);
        Assert.True(outcome.Estimate.High > 1.14, $"{outcome.Estimate}: the run-to-run move is not in the interval");
    }

    [Fact]
    public void Evaluate_TestsRepeatedOnOneServerUndecided_NamesTheRunsThatWouldDecide()
    {
        var outcome = AsyncOverSyncOnOneServer([[104, 105, 104, 103], [98, 99, 97, 98]], edge: 1.02);

        Assert.Equal(Verdict.Inconclusive, outcome.Verdict);
        Assert.Matches(@"runs would decide$|runs would be needed: not decidable on this machine with the estimate this near the edge$",
            outcome.Figures);
    }

    [Fact]
    public void Evaluate_RunOnOneServerServedNothing_InconclusiveNotUnmeasured()
    {
        // A smoke run's quarter-second runs on a loaded machine: one answered nothing. The test was measured; its ratio
        // has no interval over the runs, so it falls back to the seconds, which say "unbounded".
        var outcome = AsyncOverSyncOnOneServer([[0], [100]], edge: 1.15);

        Assert.Equal(Verdict.Inconclusive, outcome.Verdict);
        Assert.True(double.IsInfinity(outcome.Estimate.High), $"{outcome.Estimate}");
    }

    [Fact]
    public void Evaluate_PooledRoundsUndecided_NamesNoLaunches()
    {
        var outcome = Check(paired: false).Evaluate(new ClaimEvidence([Loop("valuetask", ValueTaskRates), Loop("task", TaskRates)]));

        Assert.DoesNotContain("launches", outcome.Figures, StringComparison.Ordinal);
    }

    [Theory]
    [InlineData("fair tests in turns", "fair tests in turns", true)]
    [InlineData(null, null, false)]
    [InlineData("fair tests in turns", null, false)]
    public void Evaluate_PairedLoadSeconds_PairedOnlyWhenBothRanInOneSetOfTurns(string? groupA, string? groupB, bool paired)
    {
        // Seconds of two load tests: the k-th of each side by side only when both ran in the same turns.
        double[] fair = [125, 125, 124, 125, 126, 125, 125, 125, 124, 125, 125, 126];
        double[] fairAsync = [250, 250, 248, 225, 252, 250, 250, 250, 249, 250, 250, 252];
        var check = new RatioCheck(Metrics.ThroughputRps, new CaseSelector("fair"), new CaseSelector("fair-async"), Band.AtMost(0.6),
            Band.AtMost(1.0)) { Paired = true };
        var evidence = new ClaimEvidence([Constant("fair", fair, groupA), Constant("fair-async", fairAsync, groupB)]);

        var outcome = check.Evaluate(evidence);

        var pairs = AsyncLab.Statistics.WilcoxonSignedRankInterval.Ratio(fair, fairAsync, evidence.Confidence);
        Assert.Equal(paired, outcome.Estimate == pairs);
    }

    private static Measurement Constant(string variant, double[] seconds, string? measuredWith) =>
        new(variant, new Dictionary<string, string>(), new Dictionary<string, double> { ["throughput_rps"] = seconds.Average() })
        {
            Samples = new Dictionary<string, IReadOnlyList<double>> { ["throughput_rps"] = seconds },
            MeasuredWith = measuredWith,
        };

    /// <summary>
    /// async / sync at most <paramref name="edge"/>, judged on a server's tests measured in two runs each: a steady sync test,
    /// the async test's seconds given, and six other tests that lend their spread.
    /// </summary>
    private static CheckOutcome AsyncOverSyncOnOneServer(double[][] asyncRuns, double edge)
    {
        var sync = Seconds("sync", [[100, 101, 100, 99], [100, 99, 101, 100]]);
        var others = Enumerable.Range(0, 6).Select(i => Seconds($"other-{i}", [[100, 101, 99, 100], [102 + i % 3, 101, 103, 102]]));
        var check = new RatioCheck(Metrics.ThroughputRps, new CaseSelector("async"), new CaseSelector("sync"), Band.AtMost(edge),
            Band.AtMost(edge));
        return check.Evaluate(new ClaimEvidence([sync, Seconds("async", asyncRuns), .. others], 0.01));
    }

    /// <summary>A load test's seconds, run by run, with the run of each second recorded as the database's tests record it.</summary>
    private static Measurement Seconds(string variant, double[][] runs) =>
        new(variant, new Dictionary<string, string>(),
            new Dictionary<string, double> { ["throughput_rps"] = runs.SelectMany(r => r).Average() })
        {
            Samples = new Dictionary<string, IReadOnlyList<double>> { ["throughput_rps"] = runs.SelectMany(r => r).ToList() },
            Runs = new Dictionary<string, IReadOnlyList<int>> { ["throughput_rps"] = runs.SelectMany((r, i) => r.Select(_ => i)).ToList() },
        };

    private static Measurement Loop(string variant, double[] rates) =>
        new(variant, new Dictionary<string, string>(), new Dictionary<string, double> { ["rate"] = rates.Average() })
        {
            Samples = new Dictionary<string, IReadOnlyList<double>> { ["rate"] = rates },
        };
}
