using System.Globalization;

namespace AsyncLab.Running;

/// <summary>
/// The thread pool a launch started its experiment with, stated in its notes so that the launches' pools can be seen to be
/// the same. Every launch is the same build started with the parent's environment, so they should agree; a pool set
/// otherwise (DOTNET_ThreadPool_ForceMinWorkerThreads, a runtimeconfig knob) is stated too. The pool matters to the
/// figures: what a call that blocks on a yielding task costs depends on how many pool workers compete for the cores, so on
/// a machine of few cores it differs from one process to the next, and a different minimum moves it again.
/// </summary>
/// <param name="MinWorkers">ThreadPool.GetMinThreads' worker threads.</param>
/// <param name="MinIo">Its completion-port threads.</param>
/// <param name="MaxWorkers">ThreadPool.GetMaxThreads' worker threads.</param>
/// <param name="Cores">Environment.ProcessorCount, which sets the default minimum.</param>
public sealed record LaunchPool(int MinWorkers, int MinIo, int MaxWorkers, int Cores)
{
    /// <summary>The start of the note a launch writes; the parent's merge keeps one when every launch wrote the same.</summary>
    public const string NotePrefix = "Thread pool at the start of each launch: ";

    /// <summary>This process's pool now.</summary>
    public static LaunchPool Current()
    {
        ThreadPool.GetMinThreads(out var minWorkers, out var minIo);
        ThreadPool.GetMaxThreads(out var maxWorkers, out _);
        return new LaunchPool(minWorkers, minIo, maxWorkers, Environment.ProcessorCount);
    }

    /// <summary>The note a launch writes: its pool's minimum and maximum and the cores it saw.</summary>
    public string Note() => NotePrefix + Describe();

    private string Describe() => string.Create(CultureInfo.InvariantCulture,
        $"min {MinWorkers:N0} workers ({MinIo:N0} IO), max {MaxWorkers:N0} workers, {Cores:N0} cores.");

    /// <summary>
    /// The launches' pool notes as one: the note itself when every launch stated the same pool (or only one did), else a note
    /// that names each launch's, so a report never states one pool for launches that ran on different ones.
    /// </summary>
    /// <param name="stated">Each launch's index (0-based) and its pool note, if it wrote one.</param>
    public static string? Merge(IReadOnlyList<(int Launch, string? Note)> stated)
    {
        var written = stated.Where(s => s.Note is not null).ToList();
        if (written.Count == 0)
        {
            return null;
        }

        if (written.Select(s => s.Note).Distinct(StringComparer.Ordinal).Count() == 1)
        {
            return written[0].Note;
        }

        return "Thread pools differed between launches: " + string.Join("; ", written.Select(s =>
            string.Create(CultureInfo.InvariantCulture, $"launch {s.Launch + 1}: {s.Note![NotePrefix.Length..].TrimEnd('.')}"))) + ".";
    }
}
