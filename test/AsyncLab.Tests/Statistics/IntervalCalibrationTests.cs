using AsyncLab.Results;
using AsyncLab.Statistics;
using AsyncLab.Tests.Claims.Calibration;
using Xunit.Abstractions;

namespace AsyncLab.Tests.Statistics;

/// <summary>
/// Does "99 %" hold? The lab's intervals and verdicts on simulated runs of three noise models (independent iterations,
/// a per-round speed of 2 % and 5 %, and a machine that switches between two speeds 1.6× apart about once a second) under
/// the quick and full schedules. Seeded, so every figure is repeatable; each test counts how often the engine is wrong.
/// </summary>
public sealed class IntervalCalibrationTests(ITestOutputHelper output)
{
    private const int Runs = 2000;

    /// <summary>Runs of 400 turns: without blocks each interval sorts 80,000 Walsh averages, so fewer runs keep the test fast.</summary>
    private const int TurnRuns = 1000;

    /// <summary>The most a 99 % statement may be wrong in these tests: 1 %, plus room for the simulation's own chance.</summary>
    private const double MostWrong = 0.015;

    public static TheoryData<string, int> ModelsAndRounds()
    {
        var data = new TheoryData<string, int>();
        foreach (var model in Models.Keys)
        {
            data.Add(model, 10); // quick
            data.Add(model, 15); // full
        }

        return data;
    }

    public static TheoryData<string> ModelNames() => new(Models.Keys);

    private static readonly Dictionary<string, NoiseModel> Models = new()
    {
        ["independent"] = NoiseModel.Independent,
        ["round-2pct"] = NoiseModel.RoundEffectOf(0.02),
        ["round-5pct"] = NoiseModel.RoundEffectOf(0.05),
        ["two-speeds"] = NoiseModel.TwoSpeeds,
    };

    [Theory]
    [MemberData(nameof(ModelsAndRounds))]
    public void Ratio_EqualCasesOverRoundMedians_MissesTheTruthAtMostAsOftenAsPromised(string model, int rounds)
    {
        var random = new Random(1234 + rounds);
        var misses = 0;
        for (var run = 0; run < Runs; run++)
        {
            var (a, b) = Sessions(Models[model], random, rounds, iterations: 2);
            var ratio = HodgesLehmannInterval.Ratio(a, b, 0.99);
            misses += ratio.Low > 1 || ratio.High < 1 ? 1 : 0;
        }

        output.WriteLine($"{model}, {rounds} rounds: missed in {misses} of {Runs}");
        Assert.True(misses <= MostWrong * Runs, $"{model}, {rounds} rounds: the 99 % interval missed the truth in {misses} of {Runs} runs");
    }

    [Fact]
    public void Ratio_IterationsPooledAsIndependent_MissesFarMoreThanPromised()
    {
        // Iterations taken as the unit instead of rounds: three rounds of ten iterations pooled as thirty independent draws.
        // A test that the simulation can see a miscalibrated interval at all.
        var random = new Random(99);
        var misses = 0;
        for (var run = 0; run < Runs; run++)
        {
            var machine = NoiseModel.RoundEffectOf(0.05).Start(random);
            var a = new List<double>();
            var b = new List<double>();
            for (var round = 0; round < 3; round++)
            {
                machine.StartRound();
                a.AddRange(Enumerable.Range(0, 10).Select(_ => 100 * machine.Factor(0)));
                machine.StartRound();
                b.AddRange(Enumerable.Range(0, 10).Select(_ => 100 * machine.Factor(0)));
            }

            var ratio = HodgesLehmannInterval.Ratio(a, b, 0.99);
            misses += ratio.Low > 1 || ratio.High < 1 ? 1 : 0;
        }

        output.WriteLine($"pooled: missed in {misses} of {Runs}");
        Assert.True(misses > 0.1 * Runs, $"pooled iterations missed in only {misses} of {Runs} runs");
    }

    [Theory]
    [MemberData(nameof(ModelsAndRounds))]
    public void Judge_RatioOnTheBandEdgeWithExtraLooks_DecisiveAtMostAsOftenAsPromised(string model, int rounds)
    {
        var random = new Random(4321 + rounds);
        var claim = SimulatedClaims.AtMost(1.30, parts: 1);
        var decisive = Enumerable.Range(0, Runs)
            .Count(_ => SimulatedClaims.Run(claim, 1, 1.30, Models[model], rounds, iterations: 2, random)
                is Verdict.Holds or Verdict.Refuted);

        output.WriteLine($"{model}, {rounds} rounds: decided in {decisive} of {Runs}");
        Assert.True(decisive <= MostWrong * Runs,
            $"{model}, {rounds} rounds: a ratio on the edge was decided in {decisive} of {Runs} runs");
    }

    [Theory]
    [MemberData(nameof(ModelNames))]
    public void Judge_FourPartsEachOnItsEdge_RefutedAtMostAsOftenAsPromised(string model)
    {
        var random = new Random(77);
        var claim = SimulatedClaims.AtMost(1.30, parts: 4);
        var refuted = Enumerable.Range(0, Runs / 2)
            .Count(_ => SimulatedClaims.Run(claim, 4, 1.30, Models[model], 10, iterations: 2, random) == Verdict.Refuted);

        output.WriteLine($"{model}: four parts refuted in {refuted} of {Runs / 2}");
        Assert.True(refuted <= MostWrong * Runs / 2,
            $"{model}: a claim of four parts on their edges was refuted in {refuted} of {Runs / 2} runs");
    }

    [Theory]
    [InlineData("independent", 0.99)]
    [InlineData("round-5pct", 0.95)]
    // Rounds at two speeds 1.6× apart are the worst case for a comparison of separate rounds: a case's ten round medians
    // are a coin flip each, and the stopping policy leaves a claim whose interval needs more narrowing than more rounds
    // promise. The claims that must resolve a few percent on such a machine are judged on paired bursts.
    [InlineData("two-speeds", 0.35)]
    public void Judge_ClearlyInsideTheBand_StillHoldsMostOfTheTime(string model, double atLeast)
    {
        // The other side of calibration: an engine that is never wrong because it never decides is no use. 1.10 against an
        // edge at 1.30, in quick runs with their extra looks.
        var random = new Random(5);
        var claim = SimulatedClaims.AtMost(1.30, parts: 1);
        var holds = Enumerable.Range(0, 500)
            .Count(_ => SimulatedClaims.Run(claim, 1, 1.10, Models[model], 10, iterations: 2, random) == Verdict.Holds);

        output.WriteLine($"{model}: held in {holds} of 500");
        Assert.True(holds >= atLeast * 500, $"{model}: 1.10 against 1.30 held in only {holds} of 500 runs");
    }

    [Theory]
    [InlineData(0.0)]
    [InlineData(0.3)]
    [InlineData(0.58)]
    public void PairedRatio_TurnsCorrelatedInTime_MissesTheTruthAtMostAsOftenAsPromised(double correlation)
    {
        // 400 turns whose log-ratios follow an AR(1) process (the yielding turns showed a lag-1 correlation of 0.58).
        var random = new Random(2024);
        var misses = 0;
        for (var run = 0; run < TurnRuns; run++)
        {
            var x = new double[400];
            var y = new double[400];
            var drift = 0.0;
            for (var i = 0; i < x.Length; i++)
            {
                drift = (correlation * drift) + (0.02 * Math.Sqrt(1 - (correlation * correlation)) * Gaussian.Next(random));
                x[i] = 100 * Math.Exp(drift);
                y[i] = 100;
            }

            var ratio = WilcoxonSignedRankInterval.Ratio(x, y, 0.99);
            misses += ratio.Low > 1 || ratio.High < 1 ? 1 : 0;
        }

        output.WriteLine($"lag-1 correlation {correlation}: missed in {misses} of {TurnRuns}");
        Assert.True(misses <= MostWrong * TurnRuns,
            $"lag-1 correlation {correlation}: the paired interval missed in {misses} of {TurnRuns} runs");
    }

    private static (List<double> A, List<double> B) Sessions(NoiseModel model, Random random, int rounds, int iterations)
    {
        var session = new SimulatedSession(model.Start(random), iterations, iterationSeconds: 0.06);
        var a = new List<double>();
        var b = new List<double>();
        for (var round = 0; round < rounds; round++)
        {
            session.Round(100, 100, a, b);
        }

        return (a, b);
    }
}
