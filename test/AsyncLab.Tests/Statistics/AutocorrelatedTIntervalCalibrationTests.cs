using AsyncLab.Claims.Checks;
using AsyncLab.Statistics;
using AsyncLab.Tests.Claims.Calibration;
using Xunit.Abstractions;

namespace AsyncLab.Tests.Statistics;

/// <summary>
/// Does "99 %" hold for a ratio of two load tests' throughput, read from seconds that are correlated in time? Two
/// simulated tests of the same server (true ratio 1) at the lengths the profiles run: 8 seconds (quick's constant web
/// tests and a database test's two runs of 4), 21 (quick's ramp), 30 (full's database) and 60 (full's web tests).
/// </summary>
public sealed class AutocorrelatedTIntervalCalibrationTests(ITestOutputHelper output)
{
    private const int Runs = 2000;

    // Each model's long-run mean and median, simulated once for the whole class.
    private static readonly System.Collections.Concurrent.ConcurrentDictionary<string, double> TrueMeans = new();
    private static readonly System.Collections.Concurrent.ConcurrentDictionary<string, double> TrueMedians = new();

    /// <summary>The most a 99 % statement may be wrong in these tests: 1 %, plus room for the simulation's own chance.</summary>
    private const double MostWrong = 0.015;

    private static readonly Dictionary<string, SimulatedLoadTest> Models = new()
    {
        ["independent"] = SimulatedLoadTest.Autoregressive(0),
        ["ar-0.3"] = SimulatedLoadTest.Autoregressive(0.3),
        ["ar-0.6"] = SimulatedLoadTest.Autoregressive(0.6),
        ["two-speeds"] = SimulatedLoadTest.TwoSpeeds,
    };

    public static TheoryData<string, int> ModelsAndSeconds()
    {
        var data = new TheoryData<string, int>();
        foreach (var model in Models.Keys)
        {
            foreach (var seconds in new[] { 8, 21, 30, 60 })
            {
                data.Add(model, seconds);
            }
        }

        return data;
    }

    public static TheoryData<string, int> CorrelatedModelsAtQuickLengths()
    {
        var data = new TheoryData<string, int>();
        foreach (var model in new[] { "ar-0.3", "ar-0.6", "two-speeds" })
        {
            data.Add(model, 8);
            data.Add(model, 21);
        }

        return data;
    }

    [Theory]
    [MemberData(nameof(ModelsAndSeconds))]
    public void Ratio_EqualLoadTestsInTimeOrder_MissesTheTruthAtMostAsOftenAsPromised(string model, int seconds)
    {
        var misses = Misses(model, seconds, (x, y) => AutocorrelatedTInterval.Ratio(x, y, 0.99, inTimeOrder: true));

        output.WriteLine($"{model}, {seconds} s: missed in {misses} of {Runs}");
        Assert.True(misses <= MostWrong * Runs, $"{model}, {seconds} s: the 99 % interval missed the truth in {misses} of {Runs} runs");
    }

    [Theory]
    [MemberData(nameof(CorrelatedModelsAtQuickLengths))]
    public void Ratio_EqualLoadTestsReadAsIndependent_MissesMoreThanPromised(string model, int seconds)
    {
        // The treatment the blocks replace: every second one independent unit of a rank interval.
        var misses = Misses(model, seconds, (x, y) => HodgesLehmannInterval.Ratio(x, y, 0.99));

        output.WriteLine($"{model}, {seconds} s, seconds as independent units: missed in {misses} of {Runs}");
        Assert.True(misses > MostWrong * Runs, $"{model}, {seconds} s: seconds read as independent missed only {misses} of {Runs} runs");
    }

    public static TheoryData<string, int, int> ModelsLengthsAndExperimentSizes()
    {
        var data = new TheoryData<string, int, int>();
        foreach (var model in Models.Keys)
        {
            foreach (var seconds in new[] { 8, 21, 60 })
            {
                // 8 series: near the fewest the correlation is pooled over (a quick web run has 11 or 12); 16: a database run.
                foreach (var tests in new[] { 8, 16 })
                {
                    data.Add(model, seconds, tests);
                }
            }
        }

        return data;
    }

    [Theory]
    [MemberData(nameof(ModelsLengthsAndExperimentSizes))]
    public void Ratio_EqualLoadTestsWithPooledCorrelation_MissesTheTruthAtMostAsOftenAsPromised(string model, int seconds, int tests)
    {
        var random = new Random(8765 + seconds + tests);
        var misses = 0;
        var pooled = new double[Runs];
        var widths = new double[Runs];
        var logs = new double[Runs];
        for (var run = 0; run < Runs; run++)
        {
            // One experiment: every test of the same machine and model; the claim compares two of them.
            var experiment = Experiment(model, seconds, tests, random);
            var phi = AutocorrelatedTInterval.PooledLag1(experiment);
            Assert.NotNull(phi);
            pooled[run] = phi.Value;
            var ratio = AutocorrelatedTInterval.Ratio(experiment[0], experiment[1], 0.99, inTimeOrder: true, phi);
            misses += ratio.Low > 1 || ratio.High < 1 ? 1 : 0;
            widths[run] = Math.Log(ratio.High / ratio.Low);
            logs[run] = Math.Log(ratio.Point);
        }

        var width = widths.Average() / (2 * 2.5758 * Math.Sqrt(logs.Sum(v => v * v) / Runs));
        output.WriteLine($"{model}, {seconds} s, {tests} tests: pooled lag-1 median {Median(pooled):0.00}; missed in {misses} of {Runs}; " +
            $"mean width {width:0.00}× the oracle's");
        Assert.True(misses <= MostWrong * Runs,
            $"{model}, {seconds} s, {tests} tests: the 99 % interval missed the truth in {misses} of {Runs} runs");
    }

    [Theory]
    [MemberData(nameof(ModelsLengthsAndExperimentSizes))]
    public void ModeratedRatio_EqualLoadTests_MissesAtMostAsOftenAsPromisedAndNoWiderThanTheOracleAllows(string model, int seconds,
        int tests)
    {
        var random = new Random(8765 + seconds + tests);
        var misses = 0;
        var widths = new double[Runs];
        var logs = new double[Runs];
        for (var run = 0; run < Runs; run++)
        {
            var experiment = Experiment(model, seconds, tests, random);
            var prior = AutocorrelatedTInterval.LoadSecondsPrior.Of(experiment);
            Assert.NotNull(prior);
            var ratio = AutocorrelatedTInterval.ModeratedRatio(experiment[0], experiment[1], 0.99, prior);
            misses += ratio.Low > 1 || ratio.High < 1 ? 1 : 0;
            widths[run] = Math.Log(ratio.High / ratio.Low);
            logs[run] = Math.Log(ratio.Point);
        }

        // The oracle knows the noise: a normal interval on the true spread of the estimate, read off the simulation itself.
        var oracle = 2 * 2.5758 * Math.Sqrt(logs.Sum(v => v * v) / Runs);
        var width = widths.Average() / oracle;
        output.WriteLine(
            $"{model}, {seconds} s, {tests} tests, moderated: missed in {misses} of {Runs}; mean width {width:0.00}× the oracle's");
        Assert.True(misses <= MostWrong * Runs, $"{model}, {seconds} s, {tests} tests: missed in {misses} of {Runs} runs");
    }

    [Theory]
    [InlineData(0.6, 8)]
    [InlineData(0.6, 21)]
    [InlineData(0.8, 8)]
    [InlineData(0.8, 21)]
    public void ModeratedRatio_TwoCorrelatedTestsAmongIndependentOnes_MissesAtMostAsOftenAsPromised(double phi, int seconds)
    {
        var random = new Random(2718 + seconds + (int)(phi * 10));
        var correlated = SimulatedLoadTest.Autoregressive(phi);
        var misses = 0;
        for (var run = 0; run < Runs; run++)
        {
            var experiment = new List<IReadOnlyList<double>> { correlated.Run(seconds, random), correlated.Run(seconds, random) };
            experiment.AddRange(Experiment("independent", seconds, 14, random));
            var ratio = AutocorrelatedTInterval.ModeratedRatio(experiment[0], experiment[1], 0.99,
                AutocorrelatedTInterval.LoadSecondsPrior.Of(experiment)!);
            misses += ratio.Low <= 1 && ratio.High >= 1 ? 0 : 1;
        }

        output.WriteLine($"moderated: two tests at {phi} among 14 independent, {seconds} s: missed in {misses} of {Runs}");
        Assert.True(misses <= MostWrong * Runs, $"two tests at {phi}, {seconds} s: the 99 % interval missed in {misses} of {Runs} runs");
    }

    [Theory]
    [InlineData(0.6, 8)]
    [InlineData(0.6, 21)]
    [InlineData(0.8, 8)]
    [InlineData(0.8, 21)]
    public void Ratio_TwoCorrelatedTestsAmongIndependentOnes_MissesTheTruthAtMostAsOftenAsPromised(double phi, int seconds)
    {
        // Series whose correlations differ: the two compared tests at phi, the experiment's other 14 independent, so the
        // correlation pooled over all 16 reads far lower than the compared tests' own.
        var random = new Random(2718 + seconds + (int)(phi * 10));
        var correlated = SimulatedLoadTest.Autoregressive(phi);
        var misses = 0;
        for (var run = 0; run < Runs; run++)
        {
            var experiment = new List<IReadOnlyList<double>> { correlated.Run(seconds, random), correlated.Run(seconds, random) };
            experiment.AddRange(Experiment("independent", seconds, 14, random));
            var ratio = AutocorrelatedTInterval.Ratio(experiment[0], experiment[1], 0.99, inTimeOrder: true,
                AutocorrelatedTInterval.PooledLag1(experiment));
            misses += ratio.Low <= 1 && ratio.High >= 1 ? 0 : 1;
        }

        output.WriteLine($"two tests at {phi} among 14 independent, {seconds} s: missed in {misses} of {Runs}");
        Assert.True(misses <= MostWrong * Runs, $"two tests at {phi}, {seconds} s: the 99 % interval missed in {misses} of {Runs} runs");
    }

    [Theory]
    [MemberData(nameof(ModelsLengthsAndExperimentSizes))]
    public void Level_OneLoadTestWithPooledCorrelation_MissesItsTrueMeanAtMostAsOftenAsPromised(string model, int seconds, int tests)
    {
        // A yardstick claim ("serves at least 80 % of what its users could get") reads one test's mean level.
        var truth = TrueMeans.GetOrAdd(model, m => Models[m].Run(200_000, new Random(99)).Average());
        var random = new Random(5432 + seconds + tests);
        var misses = 0;
        for (var run = 0; run < Runs; run++)
        {
            var experiment = Experiment(model, seconds, tests, random);
            var level = AutocorrelatedTInterval.Level(
                experiment[0], 0.99, AutocorrelatedTInterval.LoadSecondsPrior.Of(experiment));
            misses += level.Low > truth || level.High < truth ? 1 : 0;
        }

        output.WriteLine($"{model}, {seconds} s, {tests} tests: the mean level missed in {misses} of {Runs}");
        Assert.True(misses <= MostWrong * Runs,
            $"{model}, {seconds} s, {tests} tests: the 99 % level interval missed the truth in {misses} of {Runs} runs");
    }

    [Theory]
    [InlineData(0.6, 8)]
    [InlineData(0.6, 21)]
    [InlineData(0.8, 8)]
    [InlineData(0.8, 21)]
    public void Level_OneCorrelatedTestAmongIndependentOnes_MissesItsTrueMeanAtMostAsOftenAsPromised(double phi, int seconds)
    {
        // Series whose correlations differ, for a yardstick claim: the test read at phi, the experiment's other 15
        // independent, so the correlation pooled over all 16 reads far lower than the test's own.
        var correlated = SimulatedLoadTest.Autoregressive(phi);
        var truth = TrueMeans.GetOrAdd($"ar-{phi}", _ => correlated.Run(200_000, new Random(99)).Average());
        var random = new Random(3141 + seconds + (int)(phi * 10));
        var misses = 0;
        for (var run = 0; run < Runs; run++)
        {
            var experiment = new List<IReadOnlyList<double>> { correlated.Run(seconds, random) };
            experiment.AddRange(Experiment("independent", seconds, 15, random));
            var level = AutocorrelatedTInterval.Level(
                experiment[0], 0.99, AutocorrelatedTInterval.LoadSecondsPrior.Of(experiment));
            misses += level.Low > truth || level.High < truth ? 1 : 0;
        }

        output.WriteLine($"one test at {phi} among 15 independent, {seconds} s: the mean level missed in {misses} of {Runs}");
        Assert.True(misses <= MostWrong * Runs,
            $"one test at {phi}, {seconds} s: the 99 % level interval missed in {misses} of {Runs} runs");
    }

    [Theory]
    [InlineData("ar-0.6", 8)]
    [InlineData("ar-0.6", 21)]
    public void Level_MedianOfSecondsReadAsIndependent_MissesMoreThanPromisedAtAStrongCorrelation(string model, int seconds)
    {
        // The treatment the level replaces for seconds: the order statistics of the median, as if the seconds were draws.
        var truth = TrueMedians.GetOrAdd(model, m => Median(Models[m].Run(200_000, new Random(98))));
        var random = new Random(6543 + seconds);
        var misses = 0;
        for (var run = 0; run < Runs; run++)
        {
            var median = LevelCheck.Interval(Models[model].Run(seconds, random), 0.99);
            misses += median.Low > truth || median.High < truth ? 1 : 0;
        }

        output.WriteLine($"{model}, {seconds} s, the median's order statistics: missed in {misses} of {Runs}");
        Assert.True(misses > MostWrong * Runs, $"{model}, {seconds} s: the median's interval missed only {misses} of {Runs} runs");
    }

    [Theory]
    [InlineData(0.0)]
    [InlineData(0.3)]
    [InlineData(0.6)]
    public void PooledLag1_SixteenTestsOfEightSeconds_ReadsTheCorrelationNoLowerThanItIs(double phi)
    {
        // A single 8-second series reads φ = 0.3 as about 0.06 on average; the pooled estimate must undo that bias and
        // lean high rather than low, as its margin of one standard error intends.
        var random = new Random(99);
        var estimates = Enumerable.Range(0, Runs)
            .Select(_ => AutocorrelatedTInterval.PooledLag1(Enumerable.Range(0, 16)
                .Select(_ => SimulatedLoadTest.Autoregressive(phi).Run(8, random))
                .ToList())!.Value)
            .ToArray();

        var below = estimates.Count(estimate => estimate < phi) / (double)Runs;
        output.WriteLine($"AR(1) {phi}: pooled lag-1 mean {estimates.Average():0.000}, median {Median(estimates):0.000}, " +
            $"below the truth in {below:P1}");
        Assert.InRange(Median(estimates), phi - 0.05, phi + 0.2);
    }

    [Fact]
    public void Ratio_TrueRatioOf1Point3AtEightSecondsAndLag1Of0Point1_PooledRuleIsNarrowerThanBlocks()
    {
        // The power the pooled correlation buys at quick's length: two tests 1.3× apart, their seconds' lag-1 0.1
        // (what the recorded quick runs suggest), judged by the blocks and by the pooled rule on the same simulated tests.
        var random = new Random(1300);
        var model = SimulatedLoadTest.Autoregressive(0.1);
        var blocked = new List<Estimate>();
        var pooled = new List<Estimate>();
        for (var run = 0; run < Runs; run++)
        {
            var experiment = Enumerable.Range(0, 16).Select(_ => model.Run(8, random)).ToList();
            var faster = experiment[0].Select(second => 1.3 * second).ToArray();
            blocked.Add(AutocorrelatedTInterval.Ratio(faster, experiment[1], 0.99, inTimeOrder: true));
            var phi = AutocorrelatedTInterval.PooledLag1(experiment);
            pooled.Add(AutocorrelatedTInterval.Ratio(faster, experiment[1], 0.99, inTimeOrder: true, phi));
        }

        static string Describe(List<Estimate> intervals, out double width) =>
            $"median width {width = Median(intervals.Select(r => r.High / r.Low).ToArray()):0.000}×, "
            + $"excludes 1 in {intervals.Count(r => r.Low > 1) * 100.0 / intervals.Count:0.0} %, "
            + $"excludes 1.2 in {intervals.Count(r => r.Low > 1.2) * 100.0 / intervals.Count:0.0} %, "
            + $"misses 1.3 in {intervals.Count(r => r.Low > 1.3 || r.High < 1.3) * 100.0 / intervals.Count:0.00} %";

        output.WriteLine($"blocks: {Describe(blocked, out var blockWidth)}");
        output.WriteLine($"pooled: {Describe(pooled, out var pooledWidth)}");
        Assert.True(pooledWidth < blockWidth, $"pooled {pooledWidth} vs blocks {blockWidth}");
    }

    private static List<IReadOnlyList<double>> Experiment(string model, int seconds, int tests, Random random) =>
        Enumerable.Range(0, tests).Select(_ => (IReadOnlyList<double>)Models[model].Run(seconds, random)).ToList();

    private static double Median(double[] values)
    {
        var sorted = values.Order().ToArray();
        return (sorted[(sorted.Length - 1) / 2] + sorted[sorted.Length / 2]) / 2;
    }

    private static int Misses(string model, int seconds, Func<double[], double[], Estimate> interval)
    {
        // The same seed for both treatments, so they are compared on the same simulated tests.
        var random = new Random(4321 + seconds);
        var misses = 0;
        for (var run = 0; run < Runs; run++)
        {
            var ratio = interval(Models[model].Run(seconds, random), Models[model].Run(seconds, random));
            misses += ratio.Low > 1 || ratio.High < 1 ? 1 : 0;
        }

        return misses;
    }
}
