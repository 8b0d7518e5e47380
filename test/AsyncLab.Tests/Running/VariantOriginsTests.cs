using AsyncLab.Catalog;
using AsyncLab.Results;
using AsyncLab.Running;
using AsyncLab.Tests.Fixtures;

namespace AsyncLab.Tests.Running;

/// <summary>Each experiment says which of its rows run the article's code as published; the runner marks them so.</summary>
public sealed class VariantOriginsTests
{
    private static readonly ResultsDocument Recorded = ResultsFile.Read(RecordedRuns.PathOf("all-quick.json"));

    [Theory]
    [InlineData("async-cost", "async-task", null, VariantOrigin.Article)]
    [InlineData("async-cost", "turns-async-task", null, VariantOrigin.Lab)]
    [InlineData("async-cost", "pooled-valuetask-await", null, VariantOrigin.Lab)]
    [InlineData("task-caching", "async method Task<int>", null, VariantOrigin.Article)]
    [InlineData("task-caching", "Task.FromResult Task<int>", null, VariantOrigin.Lab)]
    [InlineData("valuetask-loop", "task-sync", "loop", VariantOrigin.Article)]
    [InlineData("valuetask-loop", "task-sync", "benchmarkdotnet", VariantOrigin.Lab)]
    [InlineData("whenall-vs-foreachasync", "whenall", "cpu-random-shared", VariantOrigin.Article)]
    [InlineData("whenall-vs-foreachasync", "whenall", "cpu", VariantOrigin.Lab)]
    [InlineData("whenall-vs-foreachasync", "whenall-taskrun", "cpu", VariantOrigin.Lab)]
    [InlineData("composition", "article-index1", null, VariantOrigin.Article)]
    [InlineData("composition", "wait-with-context", null, VariantOrigin.Lab)]
    [InlineData("command-bus", "startnew-sendasync", null, VariantOrigin.Article)]
    [InlineData("command-bus", "direct", null, VariantOrigin.Lab)]
    [InlineData("command-bus", "mediator", null, VariantOrigin.Lab)]
    [InlineData("web-throughput", "fair-async", null, VariantOrigin.Article)]
    [InlineData("web-throughput", "sync-over-async", null, VariantOrigin.Lab)]
    [InlineData("database", "postgresql read-async", null, VariantOrigin.Lab)]
    public void Marked_RecordedRun_EachRowAsWhoseCodeItRan(string experimentId, string variant, string? kind, VariantOrigin expected)
    {
        var experiment = ExperimentCatalog.All.Single(e => e.Id == experimentId);
        var rows = Recorded.Experiments.Single(e => e.Id == experimentId).Measurements
            .Where(m => m.Variant == variant && (kind is null || m.Parameters.Values.Contains(kind)))
            .ToList();
        Assert.NotEmpty(rows);

        var marked = VariantOrigins.Marked(experiment, rows);

        Assert.All(marked, m => Assert.Equal(expected, m.Origin));
    }
}
