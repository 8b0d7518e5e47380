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

    public static readonly ClaimDefinition CompletedTaskShared = new("task-caching.completed-task-shared",
        Provenance.Article("000/001", "text/completed-task-cached"),
        ValueCheck.Yes(Shared, new CaseSelector(VariantOf(AsyncMethod, "Task")), "async Task: same instance"));

    public static readonly ClaimDefinition BoolCached = new("task-caching.bool-cached",
        Provenance.Article("000/001", "text/bool-and-default-tasks-cached"),
        new AllOfCheck(SharedFor(AsyncMethod, "Task<bool>", "true"), SharedFor(AsyncMethod, "Task<bool>", "false")));

    public static readonly ClaimDefinition IntRange = new("task-caching.int-range",
        Provenance.Article("000/001", "text/task-int-cache-range"),
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
            }));

    public static readonly ClaimDefinition DefaultValues = new("task-caching.default-values",
        Provenance.Reading("000/001", "the article says the builder also caches some other simple values; which ones (every integral " +
                "default, and on .NET 8+ any all-zero value of primitive size) is the lab's reading of today's runtime",
            "text/bool-and-default-tasks-cached"),
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
        ]));

    public static readonly ClaimDefinition FromResultSharesCache = new("task-caching.fromresult-shares-cache",
        Provenance.Lab("the article covers async methods only; Task.FromResult is what hand-written fast paths return"),
        new AllOfCheck(SharedFor(FromResult, "Task<bool>", "true"), SharedFor(FromResult, "Task<bool>", "false"),
            SharedFor(FromResult, "Task<int>", "0")));

    public static IReadOnlyList<ClaimDefinition> All { get; } = [CompletedTaskShared, BoolCached, IntRange, DefaultValues,
        FromResultSharesCache];

    private static ValueCheck SharedFor(string source, string type, string value) =>
        ValueCheck.Yes(Shared, CaseSelector.Of(VariantOf(source, type), (ValueParameter, value)),
            $"{source} {type} {value}: same instance");

    private static bool InCachedIntRange(IReadOnlyDictionary<string, string> row) =>
        int.TryParse(row.GetValueOrDefault(ValueParameter), NumberStyles.Integer, CultureInfo.InvariantCulture, out var value)
        && value is >= -1 and <= 8;
}
