namespace AsyncLab.Scenarios.Composition;

/// <summary>
/// One way of composing or blocking on async calls, run either on a <see cref="SingleThreadContext"/>'s thread
/// (as a UI event handler or a classic ASP.NET action runs) or on a plain thread with no context.
/// </summary>
/// <param name="Id">The variant id in results, e.g. "wait-with-context".</param>
/// <param name="UnderContext">Whether the body starts on the single-threaded context's thread.</param>
/// <param name="Body">Starts the pattern with the given unit of time; a blocking pattern finishes before returning.</param>
public sealed record CompositionScenario(string Id, bool UnderContext, Func<TimeSpan, Task<string>> Body)
{
    /// <summary>
    /// Runs the body to the end on the calling thread's behalf. Under the context the body starts on the context's
    /// thread and the caller waits from outside it, so only the body itself can block that thread. A body that
    /// deadlocks the context never returns, and neither does this method: run it under a watchdog.
    /// </summary>
    public string Run(TimeSpan unit)
    {
        if (!UnderContext)
        {
            return Body(unit).GetAwaiter().GetResult();
        }

        using var context = new SingleThreadContext();
        return context.Start(() => Body(unit)).GetAwaiter().GetResult();
    }
}
