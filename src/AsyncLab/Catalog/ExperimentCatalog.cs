using AsyncLab.Experiments.AsyncCost;
using AsyncLab.Experiments.CommandBus;
using AsyncLab.Experiments.Composition;
#if LAB_WEB
using AsyncLab.Experiments.Database;
#endif
using AsyncLab.Experiments.TaskCaching;
using AsyncLab.Experiments.ValueTaskLoop;
#if LAB_WEB
using AsyncLab.Experiments.WebThroughput;
#endif
using AsyncLab.Experiments.WhenAllVsForEachAsync;

namespace AsyncLab.Catalog;

/// <summary>Every experiment the lab knows, in the order a full run takes them. Adding one is one line here.</summary>
public static class ExperimentCatalog
{
    public static IReadOnlyList<IExperiment> All { get; } =
    [
        new AsyncCostExperiment(),
        new TaskCachingExperiment(),
        new ValueTaskLoopExperiment(),
        new WhenAllVsForEachAsyncExperiment(),
        new CompositionExperiment(),
        new CommandBusExperiment(),
#if LAB_WEB
        new WebThroughputExperiment(),
        new DatabaseExperiment(),
#endif
    ];

    public static IExperiment? Find(string id) =>
        All.FirstOrDefault(e => string.Equals(e.Id, id, StringComparison.OrdinalIgnoreCase));

    public static string KnownIds => string.Join(", ", All.Select(e => e.Id));
}
