using System.Globalization;
using AsyncLab.Benchmarking;
using AsyncLab.Claims;
using AsyncLab.Claims.Checks;
using AsyncLab.Results;
using AsyncLab.Running;
using AsyncLab.Statistics;
using Xunit.Abstractions;

namespace AsyncLab.Tests.Claims;

/// <summary>
/// Does "99 %" hold from one process to the next? Simulated experiments whose cases are measured in launches, each launch
/// a process with effects of its own, judged by the production check (<see cref="RatioCheck"/> through
/// <see cref="ClaimEvidence"/>: launch summaries, the residual prior with its floor, the paired t over launches). Two cases of
/// equal truth: the interval must leave out 1 at most 1.5 % of the time, and be no wider, on average, than its model allows
/// against an oracle that knew the noise. Seeds differ from any the lab tuned a margin on.
/// </summary>
public sealed class LaunchCalibrationTests(ITestOutputHelper output)
{
    private const int Runs = 2000;
    private const double MostWrong = 0.015;
    private const int Cases = 10;

    /// <summary>One sample: case, launch, sample index, the process's effects; returns the log of the figure.</summary>
    private delegate double Noise(Random random, int @case, int sample, LaunchEffects effects);

    private sealed record LaunchEffects(double Global, double[] PerCase, double Drift)
    {
        /// <summary>What the machine did to every case of each turn (a log), by sample index; empty where nothing.</summary>
        public double[] Turns { get; init; } = [];
    }

    private sealed record Model(string Name, Func<Random, int, LaunchEffects> Launch, Noise Sample);

    private static double Normal(Random random) =>
        Math.Sqrt(-2 * Math.Log(1 - random.NextDouble())) * Math.Cos(2 * Math.PI * random.NextDouble());

    /// <summary>Student's t with 3 degrees of freedom, scaled to unit variance: heavy tails.</summary>
    private static double HeavyTail(Random random)
    {
        var (x, y, z) = (Normal(random), Normal(random), Normal(random));
        var chi = (x * x) + (y * y) + (z * z);
        return Normal(random) / Math.Sqrt(chi / 3) / Math.Sqrt(3);
    }

    private static readonly Model[] Models =
    [
        // Each process runs each case at a speed of its own (5 %), iterations scatter 2 %.
        new("per-process 5%", (r, _) => new(0, Enumerable.Range(0, Cases).Select(_ => 0.05 * Normal(r)).ToArray(), 0),
            (r, c, _, e) => e.PerCase[c] + (0.02 * Normal(r))),
        // A whole process faster or slower (10 %), every case alike, and a 3 % effect of its own per case.
        new("global 10% + per-case 3%", (r, _) => new(0.10 * Normal(r), Enumerable.Range(0, Cases).Select(_ => 0.03 * Normal(r)).ToArray(),
            0),
            (r, c, _, e) => e.Global + e.PerCase[c] + (0.02 * Normal(r))),
        // Now and then a slow process: one launch in thirty-three runs a case 1.6x slow, each case on its own.
        new("a slow launch now and then",
            (r, _) => new(0, Enumerable.Range(0, Cases).Select(_ => (0.02 * Normal(r)) + (r.NextDouble() < 0.03 ? Math.Log(1.6) : 0))
                .ToArray(), 0),
            (r, c, _, e) => e.PerCase[c] + (0.02 * Normal(r))),
        // Two modes: a process runs a case at one of two speeds 1.6x apart, half the time each.
        new("two modes", (r, _) => new(0, Enumerable.Range(0, Cases).Select(_ => r.NextDouble() < 0.5 ? 0 : Math.Log(1.6)).ToArray(), 0),
            (r, c, _, e) => e.PerCase[c] + (0.02 * Normal(r))),
        // Rounds that drift within a process and are correlated (AR(1) 0.6 by way of a drift term), 4 % per-process.
        new("drifting rounds", (r, _) => new(0, Enumerable.Range(0, Cases).Select(_ => 0.04 * Normal(r)).ToArray(), 0.02 * Normal(r)),
            (r, c, i, e) => e.PerCase[c] + (e.Drift * i) + (0.03 * Normal(r))),
        // Heavy-tailed process effects (t with 3 degrees of freedom, 5 %).
        new("heavy tails", (r, _) => new(0, Enumerable.Range(0, Cases).Select(_ => 0.05 * HeavyTail(r)).ToArray(), 0),
            (r, c, _, e) => e.PerCase[c] + (0.02 * HeavyTail(r))),
        // Cases that differ: half move 1 % between processes, half 15 % (a yielding call beside synchronous ones).
        new("mixed cases", (r, _) => new(0, Enumerable.Range(0, Cases).Select(c => (c % 2 == 0 ? 0.15 : 0.01) * Normal(r)).ToArray(), 0),
            (r, c, _, e) => e.PerCase[c] + (0.01 * Normal(r))),
        // Two harnesses: even cases scatter 20 % within a launch and move 40 % between processes, odd ones 2 % and 5 %.
        new("two harnesses", (r, _) => new(0, Enumerable.Range(0, Cases).Select(c => (c % 2 == 0 ? 0.40 : 0.05) * Normal(r)).ToArray(), 0),
            (r, c, _, e) => e.PerCase[c] + ((c % 2 == 0 ? 0.20 : 0.02) * Normal(r))),
        // A ladder of scatters (whenall's rows: a 100 ms timer call beside a 1 ms one), each case twice as noisy as the one
        // before, so no case has five others within a factor of 3 of it; the even ones move 15 % between processes
        // whatever their scatter, the odd ones as much as they scatter.
        new("scatter ladder",
            (r, _) => new(0, Enumerable.Range(0, Cases).Select(c => (c % 2 == 0 ? 0.15 : Ladder(c)) * Normal(r)).ToArray(), 0),
            (r, c, _, e) => e.PerCase[c] + (Ladder(c) * Normal(r))),
        // The machine in stretches of two speeds shared by every case of a turn (Stretches), and each case moving 3 % a
        // process and scattering 2 % (what the turns harness met on a VM): the stretches shared by both cases of a ratio.
        new("stretches", (r, _) => new(0, Enumerable.Range(0, Cases).Select(_ => 0.03 * Normal(r)).ToArray(), 0) { Turns = Stretches(r) },
            (r, c, i, e) => e.PerCase[c] + e.Turns[i] + (0.02 * Normal(r))),
        // The same stretches felt by some cases of a turn only (SlowedTogether): two async calls whose continuations a slow
        // stretch delays, beside blocking calls it leaves alone.
        new("stretches on some cases",
            (r, _) => new(0, Enumerable.Range(0, Cases).Select(_ => 0.03 * Normal(r)).ToArray(), 0) { Turns = Stretches(r) },
            (r, c, i, e) => e.PerCase[c] + (SlowedTogether(c) ? e.Turns[i] : 0) + (0.02 * Normal(r))),
    ];

    /// <summary>The cases the "stretches on some cases" model slows: the two a ratio compares, and two more.</summary>
    private static bool SlowedTogether(int c) => c < 4;

    /// <summary>
    /// A machine of two speeds 1.8x apart that switches in stretches (one chance in ten a turn), each launch starting at
    /// either: the state of a turn, shared by every case timed in it.
    /// </summary>
    private static double[] Stretches(Random random)
    {
        var turns = new double[1000];
        var slow = random.NextDouble() < 0.5;
        for (var i = 0; i < turns.Length; i++)
        {
            slow ^= random.NextDouble() < 0.1;
            turns[i] = slow ? Math.Log(1.8) : 0;
        }

        return turns;
    }

    /// <summary>The ladder's within-launch scatter of case <paramref name="c"/>: 0.2 % doubled at each step.</summary>
    private static double Ladder(int c) => 0.002 * Math.Pow(2, c);

    public static TheoryData<string, int, bool> ModelsAndLaunches()
    {
        var data = new TheoryData<string, int, bool>();
        foreach (var model in Models)
        {
            foreach (var launches in new[] { 3, 4, 5 })
            {
                data.Add(model.Name, launches, false);
                data.Add(model.Name, launches, true);
            }
        }

        return data;
    }

    [Theory]
    [MemberData(nameof(ModelsAndLaunches))]
    public void Evaluate_EqualCasesInLaunches_MissesTheTruthAtMostAsOftenAsPromised(string name, int launches, bool paired)
    {
        var model = Models.Single(m => m.Name == name);
        var random = new Random(8675 + launches + (paired ? 1 : 0));
        var misses = 0;
        var estimates = new List<Estimate>();
        for (var run = 0; run < Runs; run++)
        {
            // The noisy case of "mixed cases" (even) against the quiet one (odd): the pooled prior must not narrow it.
            var estimate = Judge(Experiment(model, random, launches, perLaunch: paired ? 40 : RoundsPerLaunch(launches)), paired,
                numerator: 0, denominator: 1);
            // An interval that is not a number (a simulation gone wrong) counts against the engine, never for it.
            misses += estimate.Low <= 1 && estimate.High >= 1 ? 0 : 1;
            estimates.Add(estimate);
        }

        var width = WidthAgainstOracle(estimates);
        output.WriteLine($"{name}, {launches} launches, {(paired ? "paired turns" : "rounds")}: missed in {misses} of {Runs}, " +
            $"{width:0.00}x the oracle's width");
        Assert.True(misses <= MostWrong * Runs,
            $"{name}, {launches} launches: the 99 % interval missed the truth in {misses} of {Runs} runs");
        Assert.True(width <= WidestAgainstOracle(name),
            $"{name}, {launches} launches: intervals {width:0.00} times as wide as an oracle's, past {WidestAgainstOracle(name)}");
    }

    /// <summary>
    /// How much wider the intervals are, on average, than those of an oracle that knew the noise: the mean half-width (log)
    /// over the half-width that the estimates' own scatter across the simulated runs gives at 99 % (z · sd). 1 is the
    /// oracle; a t interval over three launches with no prior would read about 3.
    /// </summary>
    private static double WidthAgainstOracle(IReadOnlyList<Estimate> estimates)
    {
        var points = estimates.Select(e => Math.Log(e.Point)).ToList();
        var mean = points.Average();
        var sd = Math.Sqrt(points.Sum(p => (p - mean) * (p - mean)) / (points.Count - 1));
        var halfWidths = estimates.Select(e => (Math.Log(e.High) - Math.Log(e.Low)) / 2).Where(double.IsFinite).ToList();
        return halfWidths.Average() / (2.5758293035489 * sd);
    }

    /// <summary>
    /// The widest the intervals may be against the oracle, by model: a guard against widening, not the target. Where the
    /// cases share one class of noise the moderated prior brings them within 1.35 times the oracle at three launches and
    /// closer at five; where cases fall into classes the floor (the noisier cases' variance) buys the promise with width, up
    /// to twice the oracle's, and as much where a rare process runs one case slow; where a stretch of the machine slows some
    /// cases and not others, the turn residuals of the unslowed ones set the floor of a ratio the stretch leaves alone,
    /// about four times the oracle's. The aim is 1.3 in every model; those last three kinds are not there.
    /// </summary>
    private static double WidestAgainstOracle(string model) => model switch
    {
        "mixed cases" or "scatter ladder" or "two harnesses" => 2.0,
        // Rare slow processes inflate the estimates' own scatter (the oracle's sd) less than they widen a run's interval.
        "a slow launch now and then" => 2.5,
        "stretches on some cases" => 5.0,
        _ => 1.5,
    };

    public static TheoryData<string, int> ModelsAndRuns()
    {
        var data = new TheoryData<string, int>();
        foreach (var model in Models)
        {
            data.Add(model.Name, 2);
            data.Add(model.Name, 4);
        }

        return data;
    }

    [Theory]
    [MemberData(nameof(ModelsAndRuns))]
    public void Evaluate_EqualTestsRunOnOneServer_MissesTheTruthAtMostAsOftenAsPromised(string name, int runs)
    {
        // The database's shape: pairs of tests (the even case and the odd one beside it, one pair a row of parameters) run
        // two times (smoke) or four (quick) on one server, each run's seconds labelled with the run (Measurement.Runs) and
        // no launches; each run moves a test as a launch would. The claim reads row 0; the other rows are its ratio's prior.
        var model = Models.Single(m => m.Name == name);
        var random = new Random(5309 + runs);
        var misses = 0;
        var estimates = new List<Estimate>();
        for (var run = 0; run < Runs; run++)
        {
            var measurements = Experiment(model, random, runs, perLaunch: runs == 2 ? 4 : 15)
                .Select((m, c) => m with
                {
                    Variant = c % 2 == 0 ? "a" : "b",
                    Parameters = new Dictionary<string, string> { ["row"] = (c / 2).ToString(CultureInfo.InvariantCulture) },
                    Runs = m.Launches,
                    Launches = null,
                })
                .ToList();
            var check = new RatioCheck(Metrics.TimeNs, CaseSelector.Of("a", ("row", "0")), CaseSelector.Of("b", ("row", "0")),
                Band.AtLeast(2), Band.AtLeast(1));
            var outcome = check.Evaluate(new ClaimEvidence(measurements, 0.01));
            Assert.Contains($"over {runs} runs", outcome.Figures, StringComparison.Ordinal);
            misses += outcome.Estimate.Low <= 1 && outcome.Estimate.High >= 1 ? 0 : 1;
            estimates.Add(outcome.Estimate);
        }

        var width = WidthAgainstOracle(estimates);
        output.WriteLine($"{name}, {runs} runs on one server: missed in {misses} of {Runs}, {width:0.00}x the oracle's width");
        Assert.True(misses <= MostWrong * Runs, $"{name}, {runs} runs: the 99 % interval missed the truth in {misses} of {Runs} runs");
    }

    [Fact]
    public void Evaluate_OneProcessPooledAsIndependentRounds_MissesFarMoreThanPromised()
    {
        // The within-process interval on the same samples, the launches' labels dropped: what every run did before launches.
        var model = Models[0];
        var random = new Random(4242);
        var misses = 0;
        for (var run = 0; run < 500; run++)
        {
            var measurements = Experiment(model, random, launches: 3, perLaunch: 4).Select(m => m with { Launches = null }).ToList();
            var estimate = Judge(measurements, paired: false, numerator: 0, denominator: 1);
            misses += estimate.Low > 1 || estimate.High < 1 ? 1 : 0;
        }

        output.WriteLine($"rounds pooled across processes as independent: missed in {misses} of 500");
        Assert.True(misses > 0.05 * 500, $"expected the within-process interval to miss often, it missed {misses} of 500");
    }

    [Fact]
    public void Evaluate_TrueRatioOfOnePointThree_IsSeenMostOfTheTime()
    {
        // Power: the per-process 5 % model, case 0 truly 1.3x case 1, three launches of four rounds.
        var seen = SeenOf500(Models[0], seed: 31337, factor: 1.3, first: 0, numerator: 0, denominator: 1);

        output.WriteLine($"1.3x seen in {seen} of 500");
        Assert.True(seen > 0.8 * 500, $"1.3x was told from 1 in only {seen} of 500 runs");
    }

    [Fact]
    public void Evaluate_QuietCasesBesideANoisyHarness_KeepTheirPower()
    {
        // Two harnesses: the quiet cases (odd) pool only with each other, so 1.3x between two of them is still seen.
        var model = Models.Single(m => m.Name == "two harnesses");
        var seen = SeenOf500(model, seed: 27182, factor: 1.3, first: 1, numerator: 1, denominator: 3);

        output.WriteLine($"two harnesses, quiet 1.3x seen in {seen} of 500");
        Assert.True(seen > 0.8 * 500, $"1.3x between quiet cases was told from 1 in only {seen} of 500 runs");
    }

    [Fact]
    public void Evaluate_QuietCasesOnAScatterLadder_KeepTheirPower()
    {
        // The two quietest cases of the ladder, moving as much as they scatter, 1.1x apart: their neighbourhood is the
        // cases nearest in scatter, not the whole harness, whose noisiest cases would set the floor.
        var model = new Model("ladder, moves as it scatters",
            (r, _) => new(0, Enumerable.Range(0, Cases).Select(c => Ladder(c) * Normal(r)).ToArray(), 0),
            (r, c, _, e) => e.PerCase[c] + (Ladder(c) * Normal(r)));
        var seen = SeenOf500(model, seed: 16180, factor: 1.1, first: 0, numerator: 0, denominator: 1);

        // Pooled with the whole harness (the noisiest cases' floor), it was seen in 88 of these 500 runs.
        output.WriteLine($"scatter ladder, quiet 1.1x seen in {seen} of 500");
        Assert.True(seen > 0.7 * 500, $"1.1x between the quietest cases was told from 1 in only {seen} of 500 runs");
    }

    [Theory]
    [InlineData("per-process 5%")]
    [InlineData("global 10% + per-case 3%")]
    [InlineData("drifting rounds")]
    [InlineData("heavy tails")]
    [InlineData("mixed cases")]
    [InlineData("two harnesses")]
    [InlineData("scatter ladder")]
    [InlineData("stretches")]
    [InlineData("stretches on some cases")]
    public void Evaluate_OneModeInEveryProcess_RarelyReadAsTwoModes(string name)
    {
        // Launches whose effects form one spread (however wide or heavy-tailed) are one mode: a split read there is false.
        var model = Models.Single(m => m.Name == name);
        var random = new Random(60606);
        var split = 0;
        for (var run = 0; run < Runs; run++)
        {
            var outcome = Outcome(Experiment(model, random, 4, RoundsPerLaunch(4)), paired: false, numerator: 0, denominator: 1);
            split += outcome.Figures.Contains("two modes", StringComparison.Ordinal) ? 1 : 0;
        }

        output.WriteLine($"{name}: read as two modes in {split} of {Runs}");
        Assert.True(split <= MostWrong * Runs, $"{name}: one mode read as two in {split} of {Runs} runs");
    }

    [Fact]
    public void Evaluate_OneProcessRunsACaseTwiceAsSlow_ReadAsTwoModesSpanningBoth()
    {
        // Every case moves 5 % a process; the second of four launches also runs case 0 twice as slow (the JIT's other
        // choice, a loop's wake-ups on another core). The ratio is 1 in three processes and 2 in the fourth: the lab must
        // say so and judge on an interval that holds both, never on their average.
        var model = new Model("one slow process",
            (r, launch) => new(0, Enumerable.Range(0, Cases).Select(c => (0.05 * Normal(r)) + (c == 0 && launch == 1 ? Math.Log(2) : 0))
                .ToArray(), 0),
            (r, c, _, e) => e.PerCase[c] + (0.02 * Normal(r)));
        var (split, spanned) = SplitAndSpanned(model, new Random(70707), RoundsPerLaunch(4), paired: false, denominator: 1,
            marker: "two modes", truths: (1, 2));

        output.WriteLine($"one slow process: read as two modes in {split} of 500, both modes inside the interval in {spanned}");
        Assert.True(split >= 0.8 * 500, $"two modes read in only {split} of 500 runs");
        Assert.True(spanned >= 0.99 * split, $"of {split} runs read as two modes, the interval held both in only {spanned}");
    }

    [Theory]
    [MemberData(nameof(ModelNames))]
    public void Evaluate_PairedTurnsOfOneState_RarelyReadAsTwoModesInTurns(string name)
    {
        // Whatever the launches and the machine do to both cases of a turn alike, their turns' ratios form one spread.
        var model = Models.Single(m => m.Name == name);
        var random = new Random(90210);
        var split = 0;
        for (var run = 0; run < 500; run++)
        {
            var outcome = Outcome(Experiment(model, random, 4, perLaunch: 100), paired: true, numerator: 0, denominator: 1);
            split += outcome.Figures.Contains("two modes between turns", StringComparison.Ordinal) ? 1 : 0;
        }

        output.WriteLine($"{name}, paired turns: read as two modes between turns in {split} of 500");
        Assert.True(split <= MostWrong * 500, $"{name}: turns of one state read as two modes in {split} of 500 runs");
    }

    [Fact]
    public void Evaluate_StretchesSlowingOneSideOnly_ReadAsTwoModesInTurnsSpanningBoth()
    {
        // Case 0 is slowed 1.8x in the machine's slow stretches, case 5 never: their ratio is 1 in some turns and 1.8 in
        // others, and the share of each moves from launch to launch. The lab must say so and hold both in its interval.
        var model = Models.Single(m => m.Name == "stretches on some cases");
        var (split, spanned) = SplitAndSpanned(model, new Random(31415), perLaunch: 100, paired: true, denominator: 5,
            marker: "two modes between turns", truths: (1, 1.8));

        output.WriteLine($"stretches on one side: read as two modes between turns in {split} of 500, both inside in {spanned}");
        Assert.True(split >= 0.8 * 500, $"two modes between turns read in only {split} of 500 runs");
        Assert.True(spanned >= 0.99 * split, $"of {split} runs read as two modes, the interval held both in only {spanned}");
    }

    /// <summary>
    /// Of 500 simulated experiments in four launches, case 0 against <paramref name="denominator"/>: how many the why line
    /// read with <paramref name="marker"/>, and of those how many held both <paramref name="truths"/> in their interval.
    /// </summary>
    private static (int Split, int Spanned) SplitAndSpanned(Model model, Random random, int perLaunch, bool paired, int denominator,
        string marker, (double Low, double High) truths)
    {
        var (split, spanned) = (0, 0);
        for (var run = 0; run < 500; run++)
        {
            var outcome = Outcome(Experiment(model, random, 4, perLaunch), paired, numerator: 0, denominator: denominator);
            if (outcome.Figures.Contains(marker, StringComparison.Ordinal))
            {
                split++;
                spanned += outcome.Estimate.Low <= truths.Low && outcome.Estimate.High >= truths.High ? 1 : 0;
            }
        }

        return (split, spanned);
    }

    public static TheoryData<string> ModelNames()
    {
        var data = new TheoryData<string>();
        foreach (var model in Models)
        {
            data.Add(model.Name);
        }

        return data;
    }

    [Theory]
    [MemberData(nameof(ModelNames))]
    public async Task MeasureAsync_RatioOnTheEdgeInFullsLaunches_DecisiveAtMostAsOftenAsPromised(string name)
    {
        // Through the production loop: full's launch plan (its planned launches, then one more at a time while the claim is
        // open, each a look) with a launcher that simulates each process, and the verdict judged at the plan's looks.
        var model = Models.Single(m => m.Name == name);
        var random = new Random(1618);
        var experiment = new EdgeExperiment();
        var context = new ExperimentContext(Profile.Full, Path.GetTempPath(), new Progress<ExperimentProgress>());
        const int runs = 1000;
        var (decisive, bought) = (0, 0);
        var verdicts = new Dictionary<Verdict, int>();
        for (var run = 0; run < runs; run++)
        {
            var plan = new LaunchPlan(new SimulatedLauncher(model, random, RoundsPerLaunch(Launch.PlannedFor(Profile.Full))),
                Launch.PlannedFor(Profile.Full), Launch.MostFor(Profile.Full), Launch.ExtraBudgetFor(Profile.Full));
            var (findings, launches) = await plan.MeasureAsync(experiment, context, CancellationToken.None);
            var verdict = ClaimJudge.Judge(experiment.Claims, findings.Measurements, plan.Looks(experiment, Profile.Full)).Single().Verdict;
            decisive += verdict is Verdict.Holds or Verdict.Refuted ? 1 : 0;
            verdicts[verdict] = verdicts.GetValueOrDefault(verdict) + 1;
            bought += launches - Launch.PlannedFor(Profile.Full);
        }

        output.WriteLine($"{name}: decided in {decisive} of {runs}, {bought} launches bought; "
            + string.Join(", ", verdicts.OrderBy(v => v.Key).Select(v => $"{v.Key} {v.Value}")));
        Assert.Equal(0, verdicts.GetValueOrDefault(Verdict.NotMeasured));
        Assert.True(decisive <= MostWrong * runs, $"{name}: a ratio on the edge was decided in {decisive} of {runs} runs");
    }

    /// <summary>
    /// Of 500 simulated experiments in three launches of four rounds, case <paramref name="first"/> truly
    /// <paramref name="factor"/> times the others: how often the ratio's interval lies wholly above 1.
    /// </summary>
    private static int SeenOf500(Model model, int seed, double factor, int first, int numerator, int denominator)
    {
        var random = new Random(seed);
        var seen = 0;
        for (var run = 0; run < 500; run++)
        {
            var measurements = Experiment(model, random, launches: 3, perLaunch: 4, firstCaseFactor: factor, first: first);
            var estimate = Judge(measurements, paired: false, numerator: numerator, denominator: denominator);
            seen += estimate.Low > 1 ? 1 : 0;
        }

        return seen;
    }

    /// <summary>A launch's rounds as the lab shares them: quick's ten over three or four launches, full's fifteen over five.</summary>
    private static int RoundsPerLaunch(int launches)
    {
        var profile = launches >= Launch.PlannedFor(Profile.Full) ? Profile.Full : Profile.Quick;
        return new Launch(0, launches).Share(BenchmarkJobs.RoundsFor(profile), BenchmarkJobs.FewestRoundsPerLaunch);
    }

    private static Estimate Judge(IReadOnlyList<Measurement> measurements, bool paired, int numerator, int denominator) =>
        Outcome(measurements, paired, numerator, denominator).Estimate;

    private static CheckOutcome Outcome(IReadOnlyList<Measurement> measurements, bool paired, int numerator, int denominator)
    {
        var check = new RatioCheck(Metrics.TimeNs, new CaseSelector($"case-{numerator}"), new CaseSelector($"case-{denominator}"),
            Band.AtLeast(2), Band.AtLeast(1)) { Paired = paired };
        return check.Evaluate(new ClaimEvidence(measurements, 0.01));
    }

    private static List<Measurement> Experiment(Model model, Random random, int launches, int perLaunch, double firstCaseFactor = 1,
        int first = 0)
    {
        var samples = Enumerable.Range(0, Cases).Select(_ => new List<double>()).ToArray();
        var from = Enumerable.Range(0, Cases).Select(_ => new List<int>()).ToArray();
        for (var launch = 0; launch < launches; launch++)
        {
            var effects = model.Launch(random, launch);
            for (var i = 0; i < perLaunch; i++)
            {
                for (var c = 0; c < Cases; c++)
                {
                    var truth = 100 * (c == first ? firstCaseFactor : 1);
                    samples[c].Add(truth * Math.Exp(model.Sample(random, c, i, effects)));
                    from[c].Add(launch);
                }
            }
        }

        return Enumerable.Range(0, Cases).Select(c => new Measurement($"case-{c}", new Dictionary<string, string>(), new Dictionary<string,
            double>())
        {
            Samples = new Dictionary<string, IReadOnlyList<double>> { [Metrics.TimeNs.Key] = samples[c] },
            Launches = new Dictionary<string, IReadOnlyList<int>> { [Metrics.TimeNs.Key] = from[c] },
        }).ToList();
    }

    /// <summary>Each launch a simulated process of the model: every case's rounds, case 0 truly <see cref="EdgeExperiment.Edge"/>
    /// times the others.</summary>
    private sealed class SimulatedLauncher(Model model, Random random, int perLaunch) : ILaunchRunner
    {
        public Task<ExperimentFindings> RunAsync(IExperiment experiment, Launch launch, string outputDirectory,
            IProgress<ExperimentProgress> progress, CancellationToken cancellationToken)
        {
            var effects = model.Launch(random, launch.Index);
            var measurements = Enumerable.Range(0, Cases).Select(c => new Measurement($"case-{c}", new Dictionary<string, string>(),
                new Dictionary<string, double>())
            {
                Samples = new Dictionary<string, IReadOnlyList<double>>
                {
                    [Metrics.TimeNs.Key] = Enumerable.Range(0, perLaunch)
                        .Select(i => 100 * (c == 0 ? EdgeExperiment.Edge : 1) * Math.Exp(model.Sample(random, c, i, effects))).ToArray(),
                },
                Launches = new Dictionary<string, IReadOnlyList<int>>
                {
                    [Metrics.TimeNs.Key] = Enumerable.Repeat(launch.Index, perLaunch).ToArray(),
                },
            }).ToList();
            return Task.FromResult(new ExperimentFindings(measurements));
        }
    }

    /// <summary>One claim: case 0 is at most <see cref="Edge"/> times case 1, whose truth sits on that edge.</summary>
    private sealed class EdgeExperiment : IExperiment
    {
        public const double Edge = 1.3;

        public string Id => "edge";

        public string Title => "edge";

        public string Sources => "test";

        public IReadOnlyList<string> Variants => [];

        public IReadOnlyList<ClaimDefinition> Claims { get; } =
        [
            new("edge.at-most", Provenance.Lab("a simulated claim"), "case 0 is at most 1.3 times case 1", "—",
                new RatioCheck(Metrics.TimeNs, new CaseSelector("case-0"), new CaseSelector("case-1"), Band.AtMost(Edge),
                    Band.AtMost(Edge)),
                ClaimReading.None),
        ];

        public Task<ExperimentFindings> RunAsync(ExperimentContext context, CancellationToken cancellationToken) =>
            throw new InvalidOperationException("measured by the simulated launcher");
    }
}
