using AsyncLab.Running;
using AsyncLab.Experiments.AsyncCost;
using AsyncLab.Experiments.CommandBus;
using AsyncLab.Experiments.Composition;
#if LAB_WEB
using AsyncLab.Experiments.Database;
#endif
using AsyncLab.Experiments.RuntimeAsync;
using AsyncLab.Experiments.TaskCaching;
using AsyncLab.Experiments.ValueTaskLoop;
#if LAB_WEB
using AsyncLab.Experiments.WebThroughput;
using AsyncLab.WebTarget;
using AsyncLab.WebTarget.Contention;
using AsyncLab.WebTarget.Database;
using AsyncLab.WebTarget.WebThroughput;
#endif
using AsyncLab.Experiments.WhenAllVsForEachAsync;

namespace AsyncLab.Catalog;

/// <summary>
/// Every experiment the lab knows, in the order a full run takes them. Adding one is one line here (two for a web
/// experiment that brings endpoints to the target server).
/// </summary>
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

    /// <summary>
    /// The experiments judged across the runtimes of a <c>run --runtimes</c> run, from what the runtimes measured, once
    /// all of them ran: none runs by itself, and results.json keeps each under one runtime. The run attaches them,
    /// re-judging works them out again, and the reports show them after the runtimes.
    /// </summary>
    public static IReadOnlyList<IRuntimeComparison> RuntimeComparisons { get; } =
    [
        new RuntimeAsyncComparison(),
    ];

#if LAB_WEB
    /// <summary>
    /// The experiments' rooms on the target server (their endpoints and serve options), new for each command line; and
    /// watch's contention room, which its tests load.
    /// </summary>
    public static IReadOnlyList<ITargetRoom> TargetRooms() => [new WebThroughputRoom(), new DatabaseRoom(), new ContentionRoom()];

#endif
    public static IExperiment? Find(string id) =>
        All.FirstOrDefault(e => string.Equals(e.Id, id, StringComparison.OrdinalIgnoreCase));

    /// <summary>An experiment's claim definitions by its id, for judging a recorded run again (null for an unknown id).</summary>
    public static IReadOnlyList<Claims.ClaimDefinition>? ClaimsOf(string id) => Find(id)?.Claims;

    public static string KnownIds => string.Join(", ", All.Select(e => e.Id));
}
