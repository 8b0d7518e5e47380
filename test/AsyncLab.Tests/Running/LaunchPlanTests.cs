using AsyncLab.Claims;
using AsyncLab.Claims.Checks;
using AsyncLab.Results;
using AsyncLab.Running;
using AsyncLab.Stopping;

namespace AsyncLab.Tests.Running;

/// <summary>The launch policy with a launcher the test controls: which launches run, and when one more is bought.</summary>
public sealed class LaunchPlanTests : IDisposable
{
    private readonly string directory = Directory.CreateTempSubdirectory("asynclab-launches-").FullName;

    public void Dispose() => Directory.Delete(directory, recursive: true);

    [Fact]
    public async Task MeasureAsync_ClaimDecidedAfterThePlannedLaunches_RunsOnlyThose()
    {
        var launcher = new ScriptedLauncher(_ => (100, 300));
        var plan = new LaunchPlan(launcher, planned: 3, most: 5, TimeSpan.FromHours(1));

        var (findings, launches) = await plan.MeasureAsync(new RatioExperiment(), Context(), CancellationToken.None);

        Assert.Equal(3, launches);
        Assert.Equal([new Launch(0, 3), new Launch(1, 3), new Launch(2, 3)], launcher.Launched);
        Assert.Equal(Enumerable.Repeat(0, 4).Concat(Enumerable.Repeat(1, 4)).Concat(Enumerable.Repeat(2, 4)),
            findings.Measurements[0].Launches!["time_ns"]);
    }

    [Fact]
    public async Task MeasureAsync_ClaimOpenAfterThePlannedLaunches_BuysLaunchesUpToTheMost()
    {
        // The two cases swap places from one launch to the next: no number of launches decides, so every allowed one is run.
        var launcher = new ScriptedLauncher(launch => launch.Index % 2 == 0 ? (100, 130) : (130, 100)) { Delay = TimeSpan.Zero };
        var plan = new LaunchPlan(launcher, planned: 3, most: 5, TimeSpan.FromHours(1));

        var (_, launches) = await plan.MeasureAsync(new RatioExperiment(), Context(), CancellationToken.None);

        Assert.Equal(5, launches);
        Assert.Equal(new Launch(4, 3), launcher.Launched[^1]);
    }

    [Fact]
    public async Task MeasureAsync_OneLookOnly_BuysNoLaunch()
    {
        var launcher = new ScriptedLauncher(launch => launch.Index % 2 == 0 ? (100, 130) : (130, 100));
        var plan = new LaunchPlan(launcher, planned: 3, most: 5, TimeSpan.FromHours(1));

        var (_, launches) = await plan.MeasureAsync(new RatioExperiment { LooksAllowed = 1 }, Context(), CancellationToken.None);

        Assert.Equal(3, launches);
    }

    [Fact]
    public async Task MeasureAsync_NoBudgetForAnotherLaunch_BuysNone()
    {
        var launcher = new ScriptedLauncher(launch => launch.Index % 2 == 0 ? (100, 130) : (130,
            100)) { Delay = TimeSpan.FromMilliseconds(20) };
        var plan = new LaunchPlan(launcher, planned: 3, most: 5, TimeSpan.FromMilliseconds(1));

        var (_, launches) = await plan.MeasureAsync(new RatioExperiment(), Context(), CancellationToken.None);

        Assert.Equal(3, launches);
    }

    [Theory]
    [InlineData(3, 3, 4, 1)]
    [InlineData(3, 4, 4, 2)]
    [InlineData(5, 7, 4, 3)]
    [InlineData(3, 5, 1, 1)]
    public void Looks_PlannedAndMost_OneAndOnePerLaunchItMayBuyWithinTheExperiments(int planned, int most, int experimentLooks,
        int expected)
    {
        var plan = new LaunchPlan(new ScriptedLauncher(_ => (1, 1)), planned, most, TimeSpan.Zero);

        Assert.Equal(expected, plan.Looks(new RatioExperiment { LooksAllowed = experimentLooks }, Profile.Quick));
    }

    [Fact]
    public async Task MeasureAsync_EachLaunch_PublishesTheLaunchesSoFar()
    {
        var published = new List<int>();
        var checkpoint = new ExperimentCheckpoint(f => published.Add(f.Measurements[0].Samples!["time_ns"].Count));
        var context = Context() with { Checkpoint = checkpoint };

        await new LaunchPlan(new ScriptedLauncher(_ => (100, 300)), planned: 3, most: 3, TimeSpan.Zero).MeasureAsync(new RatioExperiment(),
            context, CancellationToken.None);

        Assert.Equal([4, 8, 12], published);
    }

    private ExperimentContext Context() => new(Profile.Quick, directory, new Progress<ExperimentProgress>());

    /// <summary>Each launch measures two cases, four samples each, at the figures its script gives for that launch.</summary>
    private sealed class ScriptedLauncher(Func<Launch, (double A, double B)> script) : ILaunchRunner
    {
        public List<Launch> Launched { get; } = [];

        public TimeSpan Delay { get; init; } = TimeSpan.Zero;

        public async Task<ExperimentFindings> RunAsync(IExperiment experiment, Launch launch, string outputDirectory,
            IProgress<ExperimentProgress> progress, CancellationToken cancellationToken)
        {
            await Task.Delay(Delay, cancellationToken);
            Launched.Add(launch);
            var (a, b) = script(launch);
            return new ExperimentFindings([Case("a", a, launch.Index), Case("b", b, launch.Index)]);
        }

        private static Measurement Case(string variant, double value, int salt) =>
            new(variant, new Dictionary<string, string>(), new Dictionary<string, double> { ["median_ns"] = value })
            {
                Samples = new Dictionary<string, IReadOnlyList<double>>
                {
                    ["time_ns"] = Enumerable.Range(0, 4).Select(i => value * (1 + (0.001 * ((i + salt) % 3)))).ToArray(),
                },
            };
    }

    private sealed class RatioExperiment : IExperiment
    {
        public int LooksAllowed { get; init; } = LookSchedule.MaxLooks;

        public string Id => "ratio";

        public string Title => "ratio";

        public string Sources => "test";

        public IReadOnlyList<string> Variants => ["a", "b"];

        public IReadOnlyList<ClaimDefinition> Claims { get; } =
        [
            new("ratio.a-faster", Provenance.Lab("a test claim"), "a is faster", "published",
                new RatioCheck(Metrics.TimeNs, new CaseSelector("a"), new CaseSelector("b"), Band.AtMost(0.9),
                    Band.AtMost(1)), ClaimReading.None),
        ];

        public int Looks(Profile profile) => LooksAllowed;

        public Task<ExperimentFindings> RunAsync(ExperimentContext context, CancellationToken cancellationToken) =>
            throw new InvalidOperationException("a launched experiment is measured by its launcher");
    }
}
