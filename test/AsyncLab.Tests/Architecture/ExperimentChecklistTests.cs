using AsyncLab.Durations;
using AsyncLab.Tests.Fixtures;

namespace AsyncLab.Tests.Architecture;

/// <summary>
/// docs/ARCHITECTURE.md's two checklists for adding an experiment stay true: every path, type and member they put in
/// backticks exists, and each names everything the tests demand of a new experiment, so that following the checklist
/// alone gives an experiment the tests accept.
/// </summary>
public sealed class ExperimentChecklistTests
{
    private const string InProcess = "## Adding an in-process experiment";
    private const string Web = "## Adding a web experiment";

    /// <summary>What the tests ask of every experiment, as a checklist must name it.</summary>
    private static readonly string[] Demanded =
    [
        "Claims.json", // every claim's words, beside its claims (ClaimTextsTests)
        "Notes.json", // every report note's words, beside the experiment (ExperimentNotesFilesTests)
        "Band.Hedged", // seed claims' bands (HedgeLexiconTests)
        "docs/published/hedges.json", // each hedge cited verbatim (HedgeLexiconTests)
        "docs/published/seed-", // each figure a seed claim cites (PublishedFiguresTests)
        TestFiles.UpdateVariable, // docs/EXPERIMENTS.md regenerated (ExperimentsDocTests)
        "Durations/DurationTable", // smoke and quick durations (RunEstimateTests)
        "Catalog/ExperimentCatalog", // the experiment's line, which every catalog-wide test reads
    ];

    private static readonly Lazy<string> Architecture = new(() => File.ReadAllText(TestFiles.DocPath("ARCHITECTURE.md")));

    [Theory]
    [InlineData(InProcess)]
    [InlineData(Web)]
    public void Checklist_EveryBacktickedName_Exists(string heading)
    {
        var (prose, code) = SectionOf(heading);

        var missing = DocNames.Spans(prose).Select(span => DocNames.Missing(span, code)).OfType<string>().Distinct().ToList();

        Assert.True(missing.Count == 0,
            $"docs/ARCHITECTURE.md, \"{heading}\", names what the repository does not have:\n" + string.Join("\n", missing));
    }

    [Theory]
    [InlineData(InProcess)]
    [InlineData(Web)]
    public void Checklist_Section_NamesEverythingTheTestsDemand(string heading)
    {
        var (prose, _) = SectionOf(heading);

        var missing = Demanded.Where(thing => !prose.Contains(thing, StringComparison.Ordinal)).ToList();

        Assert.True(missing.Count == 0,
            $"docs/ARCHITECTURE.md, \"{heading}\", does not name what the tests demand of a new experiment: " + string.Join(", ", missing));
    }

    [Theory]
    [InlineData("Durations/DurationTable")]
    [InlineData("src/AsyncLab.Scenarios/<Name>/")]
    [InlineData("docs/published/seed-*.json")]
    [InlineData("Catalog/ExperimentCatalog.TargetRooms()")]
    [InlineData("AsyncLab.Data/Postgres")]
    [InlineData("Band.Hedged")]
    [InlineData("Claims/ClaimTexts")]
    [InlineData("Experiments/*/*Claims.json")]
    [InlineData("Running/ExperimentNotes")]
    [InlineData("BenchmarkSession")]
    [InlineData("GetAsync<T>(path)")]
    [InlineData("TargetServerProcess.StartAsync(min, max, [YourRoom.Launch(...)], token)")]
    [InlineData("TargetRoomsTests")]
    [InlineData("serve")]
    [InlineData("--database")]
    [InlineData("ASYNCLAB_UPDATE_SNAPSHOTS=1")]
    public void Missing_NameTheRepositoryHasOrNoName_Null(string span) => Assert.Null(DocNames.Missing(span, exampleCode: ""));

    [Theory]
    [InlineData("Running/NoSuchTable")]
    [InlineData("src/AsyncLab.NoSuchProject/<Name>/")]
    [InlineData("docs/published/nothing-*.json")]
    [InlineData("Catalog/ExperimentCatalog.NoSuchRooms()")]
    [InlineData("Band.NoSuchBand")]
    [InlineData("NoSuchSession")]
    public void Missing_StaleName_SaysWhat(string span) => Assert.Contains(span, DocNames.Missing(span, exampleCode: ""));

    [Fact]
    public void Missing_TypeDeclaredInTheSectionsExample_Null() =>
        Assert.Null(DocNames.Missing("CacheProbeMetrics.HitShare", "public static class CacheProbeMetrics { HitShare }"));

    private static (string Prose, string Code) SectionOf(string heading) =>
        DocNames.Section(Architecture.Value, heading) ?? throw new Xunit.Sdk.XunitException(
            $"docs/ARCHITECTURE.md has no heading \"{heading}\": the checklist moved; update this test with it");
}
