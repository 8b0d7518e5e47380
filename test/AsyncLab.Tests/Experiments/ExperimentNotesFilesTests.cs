using System.Text.RegularExpressions;
using AsyncLab.Benchmarking.Turns;
using AsyncLab.Experiments.AsyncCost;
using AsyncLab.Experiments.CommandBus;
using AsyncLab.Experiments.Composition;
using AsyncLab.Experiments.Database;
using AsyncLab.Experiments.RuntimeAsync;
using AsyncLab.Experiments.TaskCaching;
using AsyncLab.Experiments.ValueTaskLoop;
using AsyncLab.Experiments.WebThroughput;
using AsyncLab.Experiments.WhenAllVsForEachAsync;
using AsyncLab.Scenarios.CommandBus;
using AsyncLab.Running;
using AsyncLab.Tests.Fixtures;

namespace AsyncLab.Tests.Experiments;

/// <summary>
/// Each experiment's &lt;Name&gt;Notes.json and its code match: the experiment's notes build from the file (every
/// placeholder filled, every value placed, as the loader demands), and every note of a file is asked for by its
/// experiment, so no note is left that the report never prints.
/// </summary>
public sealed partial class ExperimentNotesFilesTests
{
    private static readonly string Experiments =
        Path.GetFullPath(Path.Combine(TestFiles.Root, "..", "..", "src", "AsyncLab", "Experiments"));

    /// <summary>
    /// Each file's notes as its experiment builds them, over settings that, together, ask for every note the file has
    /// (a note picked by a measurement or a setting appears in one of them).
    /// </summary>
    public static TheoryData<string, Func<IReadOnlyList<string>>[]> Built => new()
    {
        { "TaskCaching", [TaskCachingExperiment.Notes] },
        { "RuntimeAsync", [RuntimeAsyncComparison.Notes] },
        { "AsyncCost", [() => AsyncCostExperiment.Notes(BurstSettings.For(Profile.Quick))] },
        { "CommandBus", [() => CommandBusExperiment.Notes(BurstSettings.For(Profile.Quick), new AuditCheckSize(4, 1000), Tally)] },
        {
            "Composition",
            [() => CompositionExperiment.Notes(CompositionSettings.For(Profile.Quick), Launch.Single),
                () => CompositionExperiment.Notes(CompositionSettings.For(Profile.Quick), new Launch(1, 3))]
        },
        {
            "ValueTaskLoop",
            [() => ValueTaskLoopExperiment.Notes(LoopSettings.For(Profile.Quick), []),
                () => ValueTaskLoopExperiment.Notes(LoopSettings.For(Profile.Full), ["valuetask-sync 4", "task-sync 4"])]
        },
        {
            "WhenAllVsForEachAsync",
            [() => WhenAllVsForEachAsyncExperiment.Notes(Profile.Smoke), () => WhenAllVsForEachAsyncExperiment.Notes(Profile.Full),
                () => [WhenAllVsForEachAsyncExperiment.QuickNote(2)], () => [WhenAllVsForEachAsyncExperiment.QuickNote(10)]]
        },
        {
            "WebThroughput",
            [() => [.. WebThroughputNotes.For(WebThroughputSettings.For(Profile.Quick))],
                () => [.. WebThroughputNotes.For(WebThroughputSettings.For(Profile.Full))],
                () => [WebThroughputNotes.OpenLoop(WebThroughputSettings.For(Profile.Smoke) with { TimeoutSeconds = 10 })],
                () => [WebThroughputNotes.Stalled("constant sync-over-async (bounded)", 12, boundedPool: true, poolBound: 64),
                    WebThroughputNotes.Stalled("constant sync-over-async (default)", 12, boundedPool: false, poolBound: 64),
                    WebThroughputNotes.Server("bounded pool", 4242, 64, 64, 2)]]
        },
        {
            "Database",
            [() => [.. DatabaseNotes.For(DatabaseSettings.For(Profile.Quick))],
                () => [.. DatabaseNotes.For(DatabaseSettings.For(Profile.Full))],
                () => [DatabaseNotes.Saturation("sqlite", 900, 1000, 25, 200), DatabaseNotes.Saturation("sqlite", 400, 1000, 60, 190)],
                () => [DatabaseNotes.Spread("sqlite", "article pool", [DatabaseNotes.SpreadPair(25, "101/97 req/s (4 %)", "99 req/s")])],
                () => [DatabaseNotes.DataSafety(0, []), DatabaseNotes.DataSafety(4, []),
                    DatabaseNotes.DataSafety(4, [DatabaseNotes.MismatchedRun("sqlite", "write-async", 200, 999, 1000, 1, 0)])],
                () => [DatabaseNotes.Seeded("sqlite", "seeded by the lab", 100_000, 2.5), DatabaseNotes.WarmUp("article pool", 2, ["12"]),
                    DatabaseNotes.OutageCheckNotRun(), DatabaseNotes.ExtraPair("sqlite read-sync", "sqlite read-async"),
                    DatabaseNotes.PostgresUnavailable("no server"), DatabaseNotes.Partial(3, 16)],
                () => [DatabaseNotes.OutageCheck(9, 100, 20, 20, 0, 9.1, serverAnswers: true),
                    DatabaseNotes.OutageCheck(9, 100, 0, 0, 50, 12, serverAnswers: false)]]
        },
    };

    private static AuditTally Tally => new(4000, 3600, 400, 0, 0, 400, 400, TimeSpan.FromMilliseconds(120));

    [Theory]
    [MemberData(nameof(Built))]
    public void Notes_SettingsThatAskForEveryNote_AskForEveryNoteOfItsFile(string file, Func<IReadOnlyList<string>>[] builds)
    {
        var built = new List<string>();

        var asked = ExperimentNotes.AskedWhile(() => built.AddRange(builds.SelectMany(notes => notes())));

        Assert.Equal(ExperimentNotes.All[file].Keys.Order(StringComparer.Ordinal), asked.Where(a => a.File == file).Select(a => a.Name)
            .Order(StringComparer.Ordinal));
        Assert.All(asked, a => Assert.Equal(file, a.File));
    }

    [Theory]
    [MemberData(nameof(Built))]
    public void Notes_SettingsThatAskForEveryNote_NoPlaceholderLeft(string file, Func<IReadOnlyList<string>>[] builds)
    {
        var built = builds.SelectMany(notes => notes()).ToList();

        Assert.All(built, note => Assert.False(string.IsNullOrWhiteSpace(note), $"an empty note in {file}Notes.json"));
        Assert.All(built, note => Assert.DoesNotMatch(Placeholder(), note));
    }

    [Fact]
    public void Built_EveryNotesFile_HasItsRow()
    {
        var tested = Built.Select(row => (string)row[0]).ToHashSet(StringComparer.Ordinal);

        var untested = ExperimentNotes.All.Keys.Where(file => !tested.Contains(file)).ToList();

        Assert.True(untested.Count == 0, "notes files without a row in Built: " + string.Join(", ", untested));
    }

    [Fact]
    public void All_EveryFile_BesideItsExperiment()
    {
        var strays = ExperimentNotes.All.Keys.Where(file => !File.Exists(Path.Combine(Experiments, file, file + "Notes.json"))).ToList();

        Assert.True(strays.Count == 0, "notes files not in Experiments/<Name>/<Name>Notes.json: " + string.Join(", ", strays));
    }

    [GeneratedRegex(@"\{[a-z][a-z0-9_]*(:[^{}]+)?\}")]
    private static partial Regex Placeholder();
}
