using AsyncLab.Catalog;
using AsyncLab.Tests.Fixtures;
using Xunit.Abstractions;

namespace AsyncLab.Tests.Architecture;

/// <summary>
/// The lab's top folders depend one way (docs/ARCHITECTURE.md, "Folder graph"): no cycle; the generic folders name no
/// experiment, except the catalog, which lists them; an experiment names another only where it reads that one's
/// measurements; Reporting and Comparison name no Catalog, so a run renders from its results.json alone. The graph is
/// printed with each test, so a reviewer sees the shape and not only the verdict.
/// </summary>
public sealed class FolderGraphTests(ITestOutputHelper output)
{
    private const string Experiments = "Experiments.";

    /// <summary>Experiments that read another's measurements, with the one they read.</summary>
    private static readonly HashSet<(string From, string To)> ExperimentsReadingAnother =
    [
        // runtime-async-vs-compiler judges async-cost's cases as measured on two runtimes.
        ("Experiments.RuntimeAsync", "Experiments.AsyncCost"),
    ];

    private static readonly Lazy<FolderGraph> Lab = new(() =>
        FolderGraph.Of(typeof(ExperimentCatalog).Assembly, Path.GetFullPath(Path.Combine(TestFiles.Root, "..", "..", "src", "AsyncLab"))));

    [Fact]
    public void Of_LabAssembly_SeesTheCatalogNamingEveryExperiment()
    {
        var graph = Print();

        var experiments = graph.Nodes.Where(n => n.StartsWith(Experiments, StringComparison.Ordinal)).ToList();
        Assert.Contains("Experiments.AsyncCost", experiments);
        Assert.All(ExperimentCatalog.All, e => Assert.Contains(FolderGraph.NodeOf(e.GetType().Namespace), graph.From("Catalog").Keys));
    }

    [Fact]
    public void Of_LabAssembly_HasNoCycle()
    {
        var graph = Print();

        var cycles = graph.Cycles();

        Assert.True(cycles.Count == 0, "the folders depend in a cycle:\n" + string.Join("\n", cycles.Select(c => Explained(graph, c))));
    }

    [Fact]
    public void Of_GenericFolders_NameNoExperimentButTheCatalog()
    {
        var graph = Print();

        var wrong = graph.Nodes.Where(n => !n.StartsWith(Experiments, StringComparison.Ordinal) && n != "Catalog")
            .SelectMany(n => graph.From(n)
                .Where(e => e.Key.StartsWith(Experiments, StringComparison.Ordinal))
                .Select(e => $"{n} → {e.Key} ({e.Value})"))
            .ToList();

        Assert.True(wrong.Count == 0, "a generic folder names an experiment:\n" + string.Join("\n", wrong));
    }

    [Fact]
    public void Of_Experiments_NameNoOtherExperimentButOneTheyRead()
    {
        var graph = Print();

        var wrong = graph.Nodes.Where(n => n.StartsWith(Experiments, StringComparison.Ordinal))
            .SelectMany(n => graph.From(n)
                .Where(e => e.Key.StartsWith(Experiments, StringComparison.Ordinal) && !ExperimentsReadingAnother.Contains((n, e.Key)))
                .Select(e => $"{n} → {e.Key} ({e.Value})"))
            .ToList();

        Assert.True(wrong.Count == 0,
            "an experiment names another (put what they share in a generic folder):\n" + string.Join("\n", wrong));
    }

    [Fact]
    public void Of_Reporting_NamesNoCatalog()
    {
        var graph = Print();

        // Reports and compare render a results.json from its own declarations, as any other lab's file would be.
        var reached = graph.From("Reporting").Where(e => e.Key == "Catalog").Select(e => $"Reporting → Catalog ({e.Value})").ToList();

        Assert.True(reached.Count == 0,
            "Reporting reads the catalog (read the run's own declarations instead):\n" + string.Join("\n", reached));
    }

    [Fact]
    public void Of_Benchmarking_NamesNoClaims()
    {
        var graph = Print();

        // A harness asks the stopping policy what is still open (Stopping/IOpenCases); the claims answer it from above.
        var reached = graph.From("Benchmarking").Where(e => e.Key == "Claims").Select(e => $"Benchmarking → Claims ({e.Value})").ToList();

        Assert.True(reached.Count == 0, "Benchmarking names the claims (ask Stopping/IOpenCases instead):\n" + string.Join("\n", reached));
    }

    [Fact]
    public void Of_Comparison_NamesNoCatalogNorExperiment()
    {
        var graph = Print();

        // compare renders two results.json files from their own declarations, whichever lab version wrote them.
        var reached = graph.From("Comparison")
            .Where(e => e.Key == "Catalog" || e.Key.StartsWith(Experiments, StringComparison.Ordinal))
            .Select(e => $"Comparison → {e.Key} ({e.Value})")
            .ToList();

        Assert.True(reached.Count == 0,
            "Comparison reads the catalog or an experiment (read the runs' own declarations instead):\n" + string.Join("\n", reached));
    }

    private static string Explained(FolderGraph graph, IReadOnlyList<string> cycle) =>
        string.Join(" → ", cycle) + "\n" +
            string.Join("\n", cycle.Zip(cycle.Skip(1)).Select(p => $"  {p.First} → {p.Second}: {graph.From(p.First)[p.Second]}"));

    private FolderGraph Print()
    {
        output.WriteLine(Lab.Value.Describe());
        return Lab.Value;
    }
}
