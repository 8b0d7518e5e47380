using AsyncLab.Claims;
using AsyncLab.Tests.Claims.Calibration;
using Xunit.Abstractions;

namespace AsyncLab.Tests.Claims;

/// <summary>
/// Does "99 %" hold for a ratio of two load tests' throughput, read from seconds that are correlated in time? Two
/// simulated tests of the same server (true ratio 1) at the lengths the profiles run: 8 seconds (quick's constant web
/// tests and a database test's two runs of 4), 21 (quick's ramp), 30 (full's database) and 60 (full's web tests).
/// </summary>
public sealed class SerialSecondsCalibrationTests(ITestOutputHelper output)
{
    private const int Runs = 2000;

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
        var misses = Misses(model, seconds, (x, y) => SerialSeconds.Ratio(x, y, 0.99, inTimeOrder: true));

        output.WriteLine($"{model}, {seconds} s: missed in {misses} of {Runs}");
        Assert.True(misses <= MostWrong * Runs, $"{model}, {seconds} s: the 99 % interval missed the truth in {misses} of {Runs} runs");
    }

    [Theory]
    [MemberData(nameof(CorrelatedModelsAtQuickLengths))]
    public void Ratio_EqualLoadTestsReadAsIndependent_MissesMoreThanPromised(string model, int seconds)
    {
        // The treatment the blocks replace: every second one independent unit of a rank interval.
        var misses = Misses(model, seconds, (x, y) => PairwiseInterval.Ratio(x, y, 0.99));

        output.WriteLine($"{model}, {seconds} s, seconds as independent units: missed in {misses} of {Runs}");
        Assert.True(misses > MostWrong * Runs, $"{model}, {seconds} s: seconds read as independent missed only {misses} of {Runs} runs");
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
