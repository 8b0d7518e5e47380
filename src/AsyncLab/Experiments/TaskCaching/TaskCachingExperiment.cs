using System.Globalization;
using AsyncLab.Claims;
using AsyncLab.Results;
using AsyncLab.Running;
using AsyncLab.Scenarios.TaskCaching;

namespace AsyncLab.Experiments.TaskCaching;

/// <summary>task-caching (seeds 000, 001): which synchronously completed tasks the runtime shares instead of allocating.</summary>
public sealed class TaskCachingExperiment : IExperiment
{
    private const string NotesFile = "TaskCaching";

    public string Id => "task-caching";

    public string Title => "Which completed tasks the runtime caches";

    public string Sources => "seeds 000, 001";

    public IReadOnlyList<string> Variants { get; } = ["async Task", "Task<bool>", "Task<int> -1..9, int.MaxValue",
        "default(T) for integral types, TimeSpan, DateTime, decimal", "Task.FromResult"];

    public IReadOnlyList<ClaimDefinition> Claims => TaskCachingClaims.All;

    IReadOnlyList<Metric> IExperiment.Metrics => TaskCachingMetrics.All;

    /// <summary>
    /// The async methods the article speaks of (Task, Task&lt;bool&gt;, Task&lt;int&gt;); the other types and
    /// Task.FromResult are the lab's probes.
    /// </summary>
    public bool IsArticleVariant(Measurement measurement) =>
        measurement.Variant == TaskCacheObservation.VariantOf(TaskCacheObservation.AsyncMethod, "Task")
        || measurement.Variant == TaskCacheObservation.VariantOf(TaskCacheObservation.AsyncMethod, "Task<bool>")
        || measurement.Variant == TaskCacheObservation.VariantOf(TaskCacheObservation.AsyncMethod, "Task<int>");

    /// <summary>It never measures again for an open claim: its claims are judged once, at the full 1 %.</summary>
    public int Looks(Profile profile) => 1;

    public Task<ExperimentFindings> RunAsync(ExperimentContext context, CancellationToken cancellationToken)
    {
        context.Progress.Report(new ExperimentProgress("reference-equality checks", 0, 1));
        var completed = new TaskCacheObservation(TaskCacheObservation.AsyncMethod, "Task", "(no result)",
            TaskCacheProbe.CompletedTaskIsShared());
        var bools = new[] { true, false }.Select(b => Observe(b)).ToArray();
        var ints = Enumerable.Range(-2, 12).Append(int.MaxValue).Select(i => Observe(i)).ToArray();
        var defaults = new[]
        {
            Observe(default(byte)), Observe(default(short)), Observe(default(long)), Observe(default(uint)), Observe(default(char)),
            Observe(TimeSpan.Zero), Observe(default(DateTime)), Observe(default(decimal)),
        };
        var fromResult = new[]
        {
            new TaskCacheObservation(TaskCacheObservation.FromResult, "Task<bool>", "true", TaskCacheProbe.FromResultSharesCache(true)),
            new TaskCacheObservation(TaskCacheObservation.FromResult, "Task<bool>", "false", TaskCacheProbe.FromResultSharesCache(false)),
            new TaskCacheObservation(TaskCacheObservation.FromResult, "Task<int>", "0", TaskCacheProbe.FromResultSharesCache(0)),
        };

        context.Progress.Report(new ExperimentProgress("reference-equality checks", 1, 1));
        var measurements = new[] { completed }.Concat(bools).Concat(ints).Concat(defaults).Concat(fromResult)
            .Select(o => o.ToMeasurement()).ToArray();
        return Task.FromResult(new ExperimentFindings(measurements) { Notes = Notes() });
    }

    /// <summary>The report's notes, from TaskCachingNotes.json.</summary>
    internal static IReadOnlyList<string> Notes() => [ExperimentNotes.Note(NotesFile, "same_instance")];

    private static TaskCacheObservation Observe<T>(T value) => new(
        TaskCacheObservation.AsyncMethod,
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
