using System.Globalization;
using AsyncLab.Catalog;
using AsyncLab.Claims;
using AsyncLab.Results;
using AsyncLab.Running;
using AsyncLab.Scenarios.TaskCaching;

namespace AsyncLab.Experiments.TaskCaching;

/// <summary>task-caching (seeds 000, 001): which synchronously completed tasks the runtime shares instead of allocating.</summary>
public sealed class TaskCachingExperiment : IExperiment
{
    private const string AsyncMethod = "async method";
    private const string FromResult = "Task.FromResult";
    private const string Seed = "seed 000/001";

    public static readonly ClaimDefinition CompletedTaskShared = new("task-caching.completed-task-shared", Seed,
        "Two calls of a synchronously completing async Task return the same instance.", "same instance", "same instance");

    public static readonly ClaimDefinition BoolCached = new("task-caching.bool-cached", Seed,
        "async Task<bool> returning true (or false) returns the same instance each time.", "same instance", "both values shared");

    public static readonly ClaimDefinition IntRange = new("task-caching.int-range", Seed,
        "async Task<int> returning -1..8 returns a cached instance; 9 and int.MaxValue do not.", "-1..8 cached", "exactly -1..8 shared");

    public static readonly ClaimDefinition DefaultValues = new("task-caching.default-values", Seed,
        "Returning default for integral types returns a cached instance (on .NET 8+, any primitive-sized all-zero value such as TimeSpan.Zero).", "default cached", "every probed default shared");

    public static readonly ClaimDefinition FromResultSharesCache = new("task-caching.fromresult-shares-cache", ClaimDefinition.LabSource,
        "Task.FromResult uses the same cache as async methods (.NET 6+).", "not in the article", "same instance for true, false and 0");

    public string Id => "task-caching";

    public string Title => "Which completed tasks the runtime caches";

    public string Sources => "seeds 000, 001";

    public IReadOnlyList<string> Variants { get; } = ["async Task", "Task<bool>", "Task<int> -1..9, int.MaxValue", "default(T) for integral types, TimeSpan, DateTime, decimal", "Task.FromResult"];

    public IReadOnlyList<ClaimDefinition> Claims { get; } = [CompletedTaskShared, BoolCached, IntRange, DefaultValues, FromResultSharesCache];

    public Task<ExperimentFindings> RunAsync(ExperimentContext context, CancellationToken cancellationToken)
    {
        context.Progress.Report(new ExperimentProgress("reference-equality checks", 0, 1));
        var completed = new TaskCacheObservation(AsyncMethod, "Task", "(no result)", TaskCacheProbe.CompletedTaskIsShared());
        var bools = new[] { true, false }.Select(b => Observe(b)).ToArray();
        var ints = Enumerable.Range(-2, 12).Append(int.MaxValue).Select(i => Observe(i)).ToArray();
        var defaults = new[]
        {
            Observe(default(byte)), Observe(default(short)), Observe(default(long)), Observe(default(uint)), Observe(default(char)),
            Observe(TimeSpan.Zero), Observe(default(DateTime)), Observe(default(decimal)),
        };
        var fromResult = new[]
        {
            new TaskCacheObservation(FromResult, "Task<bool>", "true", TaskCacheProbe.FromResultSharesCache(true)),
            new TaskCacheObservation(FromResult, "Task<bool>", "false", TaskCacheProbe.FromResultSharesCache(false)),
            new TaskCacheObservation(FromResult, "Task<int>", "0", TaskCacheProbe.FromResultSharesCache(0)),
        };

        var claims = new List<ClaimResult>
        {
            Outcome(CompletedTaskShared, completed.SameInstance, completed.ToString(), "a synchronous completion of a non-generic async Task returns the runtime's one completed task"),
            Outcome(BoolCached, bools.All(o => o.SameInstance), Join(bools), "the builder keeps one completed task for true and one for false"),
            JudgeIntRange(ints),
            JudgeDefaults(defaults),
            Outcome(FromResultSharesCache, fromResult.All(o => o.SameInstance), Join(fromResult), "Task.FromResult hands out the same cached instances as the async method builder"),
        };

        context.Progress.Report(new ExperimentProgress("reference-equality checks", 1, 1));
        var measurements = new[] { completed }.Concat(bools).Concat(ints).Concat(defaults).Concat(fromResult).Select(o => o.ToMeasurement()).ToArray();
        return Task.FromResult(new ExperimentFindings(measurements, claims)
        {
            Notes = ["same_instance is 1 when two synchronous completions with the value returned the same Task object (reference equality): no allocation for that result."],
        });
    }

    private static TaskCacheObservation Observe<T>(T value) => new(
        AsyncMethod,
        $"Task<{TypeName(typeof(T))}>",
        Display(value),
        TaskCacheProbe.ResultIsShared(value));

    private static string Display<T>(T value) => value switch
    {
        bool b => b ? "true" : "false",
        char c => $"'\\u{(int)c:x4}'",
        DateTime d => d.ToString("O", CultureInfo.InvariantCulture),
        _ => Convert.ToString(value, CultureInfo.InvariantCulture) ?? "null",
    };

    private static ClaimResult JudgeIntRange(TaskCacheObservation[] ints)
    {
        var shared = ints.Where(o => o.SameInstance).Select(o => int.Parse(o.Value, CultureInfo.InvariantCulture)).ToList();
        var expected = Enumerable.Range(-1, 10).ToList();
        var measured = shared.Count == 0 ? "none shared" : $"shared: {string.Join(", ", shared)}";
        if (shared.SequenceEqual(expected))
        {
            return IntRange.Judged(Verdict.Holds, measured, "the runtime pre-allocates completed Task<int> for -1 through 8; 9 and int.MaxValue get a new task each time");
        }

        return shared.Count > 0
            ? IntRange.Judged(Verdict.Differs, measured, "a cache exists, but over another range than -1..8")
            : IntRange.Judged(Verdict.Refuted, measured, "no Task<int> result was shared");
    }

    private static ClaimResult JudgeDefaults(TaskCacheObservation[] defaults)
    {
        var integral = defaults.Where(o => o.Type is "Task<byte>" or "Task<short>" or "Task<long>" or "Task<uint>" or "Task<char>").ToList();
        var primitiveSized = defaults.Where(o => o.Type is "Task<TimeSpan>" or "Task<DateTime>").ToList();
        var measured = Join(defaults);
        var notShared = defaults.Where(o => !o.SameInstance).Select(o => o.Type).ToList();
        var beyond = notShared.Count == 0 ? "every probed default, decimal (16 B) included, was shared" : "not shared: " + string.Join(", ", notShared);
        if (integral.Any(o => !o.SameInstance))
        {
            return DefaultValues.Judged(Verdict.Refuted, measured, "some integral default was not shared; " + beyond);
        }

        return primitiveSized.All(o => o.SameInstance)
            ? DefaultValues.Judged(Verdict.Holds, measured, "the builder shares one completed task for an all-zero result of a reference-free type; " + beyond)
            : DefaultValues.Judged(Verdict.Differs, measured, "integral defaults are shared, but not all-zero structs of the same size (the pre-.NET 8 behaviour)");
    }

    private static ClaimResult Outcome(ClaimDefinition claim, bool observed, string measured, string whyWhenObserved) =>
        claim.Judged(LegacyVerdicts.FromOutcome(observed), measured, observed ? whyWhenObserved : "a new task was allocated each time");

    private static string Join(IEnumerable<TaskCacheObservation> observations) => string.Join("; ", observations);

    private static string TypeName(Type type) => type == typeof(int) ? "int" : type == typeof(bool) ? "bool" : type.Name switch
    {
        "Byte" => "byte",
        "Int16" => "short",
        "Int64" => "long",
        "UInt32" => "uint",
        "Char" => "char",
        "Decimal" => "decimal",
        var name => name,
    };
}
