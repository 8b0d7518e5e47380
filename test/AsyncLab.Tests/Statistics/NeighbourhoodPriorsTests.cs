using AsyncLab.Results;
using AsyncLab.Statistics;
using AsyncLab.Tests.Fixtures;

namespace AsyncLab.Tests.Statistics;

public sealed class NeighbourhoodPriorsTests
{
    [Fact]
    public void ResidualPriorFor_FewCasesNearInScatter_PoolsWithTheNearestNotTheNoisiest()
    {
        // Six quiet cases on a ladder of scatters (each twice the one before: none has five within a factor of 3) beside
        // four cases that scatter and move by 30 %, all of one harness.
        var quiet = Enumerable.Range(0, 6).Select(k => Quiet($"quiet-{k}", 0.001 * Math.Pow(2, k))).ToList();
        var noisy = Enumerable.Range(0, 4).Select(k => Case($"noisy-{k}", 0.3, [0, 0.3 * (k + 1), -0.3])).ToList();
        var priors = new NeighbourhoodPriors([.. quiet, .. noisy], Metrics.TimeNs.Key);

        var quietest = priors.ResidualPriorFor(quiet[0]);
        var noisiest = priors.ResidualPriorFor(noisy[0]);

        Assert.True(Math.Sqrt(quietest.Floor) < 0.05, $"quiet floor {Math.Sqrt(quietest.Floor)}");
        Assert.True(Math.Sqrt(noisiest.Floor) > 0.2, $"noisy floor {Math.Sqrt(noisiest.Floor)}");
    }

    [Fact]
    public void ResidualPriorFor_AnotherHarness_NotPooledWith()
    {
        // The same quiet ladder, the noisy cases named as another harness: the quiet cases' floor is their own even where
        // the noisy ones lie nearer in scatter than the other quiet ones.
        var quiet = Enumerable.Range(0, 6).Select(k => Quiet($"quiet-{k}", 0.001 * Math.Pow(2, k))).ToList();
        var noisy = Enumerable.Range(0, 4).Select(k => Case($"noisy-{k}", 0.04, [0, 0.3 * (k + 1), -0.3]) with
        {
            MeasuredWith = "another session",
        }).ToList();
        var priors = new NeighbourhoodPriors([.. quiet, .. noisy], Metrics.TimeNs.Key);

        Assert.True(Math.Sqrt(priors.ResidualPriorFor(quiet[5]).Floor) < 0.1);
    }

    [Fact]
    public void UsualVariance_ACaseInTwoModes_IsMeasuredByItsNeighboursAlone()
    {
        // Five cases whose launches move 1 %, and one whose third launch ran it 2.5x slower: its yardstick is the others'
        // move, not one its own split has widened.
        var alike = Enumerable.Range(0, 5).Select(k => Case($"alike-{k}", 0.01, [0, 0.01 * (k % 2 == 0 ? 1 : -1), -0.01])).ToList();
        var split = Case("split", 0.01, [0, 0.01, Math.Log(2.5)]);
        var priors = new NeighbourhoodPriors([.. alike, split], Metrics.TimeNs.Key);

        var usual = Math.Sqrt(priors.UsualVariance(split));

        Assert.InRange(usual, 0.005, 0.02);
        var summaries = NeighbourhoodPriors.SummariesOf(split, Metrics.TimeNs.Key).Select(s => s.Summary).ToList();
        var (own, _) = priors.PriorFor(split).Moderate(ModeratedVariance.SampleVariance(summaries), summaries.Count - 1);
        Assert.True(Math.Sqrt(own) > 0.1, $"the split case's own moderated move carries its split: {Math.Sqrt(own):0.000}");
    }

    [Fact]
    public void TurnResidualPriorFor_RecordedLaunchWhoseMediansSplit_FloorIsTheTurnsNotTheSplit()
    {
        // async-cost's 1,001-entry ready group from a quick run on a 2-core VM whose speed switched in stretches: in its
        // first launch the direct call's median fell on the slow side (2,798 ns) and the async call's on the fast (2,418),
        // while turn by turn the async call read 1.02× the direct one in every launch. Read launch by launch, that split
        // is a case's move of several percent, and it set every case's floor.
        var measurements = ResultsFile.Read(TestFiles.PathOf("Statistics/Recorded/ready-turns-launch-split.json")).Experiments[0]
            .Measurements.Where(m => m.Yardstick != true).ToList();
        var priors = new NeighbourhoodPriors(measurements, Metrics.TimeNs.Key);
        var direct = measurements.Single(m => m.Variant == "turns-1000-direct");

        var byTurns = Math.Sqrt(priors.TurnResidualPriorFor(direct).Floor);
        var byLaunch = Math.Sqrt(priors.ResidualPriorFor(direct).Floor);

        Assert.True(byTurns < 0.01, $"floor read turn by turn {byTurns:P1}");
        Assert.True(byLaunch > 5 * byTurns, $"floor read launch by launch {byLaunch:P1}, turn by turn {byTurns:P1}");
    }

    [Fact]
    public void TurnResidualPriorFor_FewSamplesALaunch_IsTheLaunchLevelPrior()
    {
        // Three samples a launch (a loop's repeats, not a hundred bursts): no turn shares a moment worth taking out.
        var cases = Enumerable.Range(0, 5).Select(k => Case($"case-{k}", 0.01, [0, 0.02 * (k - 2), -0.01 * k])).ToList();
        var priors = new NeighbourhoodPriors(cases, Metrics.TimeNs.Key);

        Assert.Equal(priors.ResidualPriorFor(cases[0]), priors.TurnResidualPriorFor(cases[0]));
        Assert.Equal(priors.UsualVariance(cases[0]), priors.TurnUsualVariance(cases[0]));
    }

    /// <summary>A quiet case: its three launches move by as much as its samples scatter within one.</summary>
    private static Measurement Quiet(string variant, double scatter) => Case(variant, scatter, [0, scatter, -scatter]);

    /// <summary>Three launches of three samples each: the launch's offset (a log), and ±scatter around it.</summary>
    private static Measurement Case(string variant, double scatter, double[] offsets)
    {
        var samples = new List<double>();
        var launches = new List<int>();
        for (var launch = 0; launch < offsets.Length; launch++)
        {
            foreach (var step in new[] { -scatter, 0, scatter })
            {
                samples.Add(100 * Math.Exp(offsets[launch] + step));
                launches.Add(launch);
            }
        }

        return new Measurement(variant, new Dictionary<string, string>(), new Dictionary<string, double>())
        {
            Samples = new Dictionary<string, IReadOnlyList<double>> { [Metrics.TimeNs.Key] = samples },
            Launches = new Dictionary<string, IReadOnlyList<int>> { [Metrics.TimeNs.Key] = launches },
        };
    }
}
