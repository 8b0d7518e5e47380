using System.Globalization;
using AsyncLab.Claims;
using AsyncLab.Claims.Checks;
using AsyncLab.Results;
using static AsyncLab.Experiments.TaskCaching.TaskCacheObservation;

namespace AsyncLab.Experiments.TaskCaching;

/// <summary>
/// The task-caching claims as data. Each observation's same_instance (1 when two completions with the value returned one
/// Task object) is exact: the runtime shares a task or it does not, so every check reads it as a yes/no figure.
/// </summary>
public static class TaskCachingClaims
{
    private static readonly Metric Shared = TaskCachingMetrics.SameInstance;

    private static readonly string IntVariant = VariantOf(AsyncMethod, "Task<int>");

    private static readonly ClaimReading NewTaskEachTime = new(Refuted: "a new task was allocated each time");

    public static readonly ClaimDefinition CompletedTaskShared = new("task-caching.completed-task-shared",
        Provenance.Article("000/001", "text/completed-task-cached"),
        "Two calls of a synchronously completing async Task return the same instance.", "same instance",
        ValueCheck.Yes(Shared, new CaseSelector(VariantOf(AsyncMethod, "Task")), "async Task: same instance"),
        NewTaskEachTime with { Holds = "a synchronous completion of a non-generic async Task returns the runtime's one completed task" });

    public static readonly ClaimDefinition BoolCached = new("task-caching.bool-cached",
        Provenance.Article("000/001", "text/bool-and-default-tasks-cached"),
        "async Task<bool> returning true (or false) returns the same instance each time.", "same instance",
        new AllOfCheck(SharedFor(AsyncMethod, "Task<bool>", "true"), SharedFor(AsyncMethod, "Task<bool>", "false")),
        NewTaskEachTime with { Holds = "the builder keeps one completed task for true and one for false" });

    public static readonly ClaimDefinition IntRange = new("task-caching.int-range",
        Provenance.Article("000/001", "text/task-int-cache-range"),
        "async Task<int> returning -1..8 returns a cached instance; 9 and int.MaxValue do not.", "-1..8 cached",
        new AllOfCheck(
            new EachRowCheck(IntVariant, ValueCheck.Yes(Shared, new CaseSelector(IntVariant), "Task<int> same instance"),
                "every probed value in -1..8")
            {
                RowFilter = InCachedIntRange,
            },
            new EachRowCheck(IntVariant, new ValueCheck(Shared, new CaseSelector(IntVariant), Band.Exactly(0), Band.Everything)
                { Label = "Task<int> same instance" }, "every probed value outside it (-2, 9, int.MaxValue)")
            {
                RowFilter = row => !InCachedIntRange(row),
            }),
        new ClaimReading(
            Holds: "the runtime pre-allocates completed Task<int> for -1 through 8; other values get a new task each time",
            Differs: "every value in -1..8 is shared, and so is some value outside it: the cache is wider on this runtime",
            Refuted: "some value in -1..8 got a new task each time"));

    public static readonly ClaimDefinition DefaultValues = new("task-caching.default-values",
        Provenance.Reading("000/001", "the article says the builder also caches some other simple values; which ones (every integral " +
                "default, and on .NET 8+ any all-zero value of primitive size) is the lab's reading of today's runtime",
            "text/bool-and-default-tasks-cached"),
        "Returning default for integral types returns a cached instance (on .NET 8+, any primitive-sized all-zero " +
            "value such as TimeSpan.Zero).", "default cached",
        new AllOfCheck(
        [
            .. new[] { "byte", "short", "long", "uint", "char" }.Select(t =>
                ValueCheck.Yes(Shared, new CaseSelector(VariantOf(AsyncMethod, $"Task<{t}>")), $"default Task<{t}> same instance")),

            // All-zero structs of primitive size are shared from .NET 8 on; not sharing them is the older runtime's
            // behaviour, not a refutation.
            .. new[] { "TimeSpan", "DateTime" }.Select(t => new ValueCheck(
                Shared, new CaseSelector(VariantOf(AsyncMethod, $"Task<{t}>")), Band.Exactly(1), Band.Everything)
            {
                Label = $"default Task<{t}> same instance",
            }),
        ]),
        new ClaimReading(
            Holds: "the builder shares one completed task for an all-zero result of a reference-free type (decimal is probed " +
                "too and shown in the table)",
            Differs: "integral defaults are shared, but not all-zero structs of the same size (the pre-.NET 8 behaviour)",
            Refuted: "some integral default got a new task each time"));

    public static readonly ClaimDefinition FromResultSharesCache = new("task-caching.fromresult-shares-cache",
        Provenance.Lab("the article covers async methods only; Task.FromResult is what hand-written fast paths return"),
        "Task.FromResult uses the same cache as async methods (.NET 6+).", "not in the article",
        new AllOfCheck(SharedFor(FromResult, "Task<bool>", "true"), SharedFor(FromResult, "Task<bool>", "false"),
            SharedFor(FromResult, "Task<int>", "0")),
        NewTaskEachTime with { Holds = "Task.FromResult hands out the same cached instances as the async method builder" });

    public static IReadOnlyList<ClaimDefinition> All { get; } = [CompletedTaskShared, BoolCached, IntRange, DefaultValues,
        FromResultSharesCache];

    private static ValueCheck SharedFor(string source, string type, string value) =>
        ValueCheck.Yes(Shared, CaseSelector.Of(VariantOf(source, type), (ValueParameter, value)),
            $"{source} {type} {value}: same instance");

    private static bool InCachedIntRange(IReadOnlyDictionary<string, string> row) =>
        int.TryParse(row.GetValueOrDefault(ValueParameter), NumberStyles.Integer, CultureInfo.InvariantCulture, out var value)
        && value is >= -1 and <= 8;
}
