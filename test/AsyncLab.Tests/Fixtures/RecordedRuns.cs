using AsyncLab.Catalog;
using AsyncLab.Results;
using AsyncLab.Running;

namespace AsyncLab.Tests.Fixtures;

/// <summary>Real runs' results.json files kept under Running/Runs, for tests that must hold for every recorded run.</summary>
public static class RecordedRuns
{
    private const string Folder = "Running/Runs";

    /// <summary>The file names, as theory data.</summary>
    public static TheoryData<string> Names()
    {
        var data = new TheoryData<string>();
        foreach (var file in Directory.GetFiles(TestFiles.PathOf(Folder), "*.json").Order(StringComparer.Ordinal))
        {
            data.Add(Path.GetFileName(file));
        }

        return data;
    }

    public static string PathOf(string name) => TestFiles.PathOf(Path.Combine(Folder, name));

    /// <summary>A recorded run with its claims deleted, judged again from its samples by today's claims.</summary>
    public static ResultsDocument Rejudged(ResultsDocument recorded)
    {
        var stripped = recorded with { Experiments = recorded.Experiments.Select(e => e with { Claims = [] }).ToList() };
        return Rejudging.Apply(stripped, ExperimentCatalog.ClaimsOf, ExperimentCatalog.RuntimeComparisons).Document;
    }
}
