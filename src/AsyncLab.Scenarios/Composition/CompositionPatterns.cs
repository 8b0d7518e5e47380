namespace AsyncLab.Scenarios.Composition;

/// <summary>
/// The article's ways of combining two async calls: awaited in turn, awaited together, and the two ways of
/// blocking on them from synchronous code (its "deadlock" counter-examples). The blocking ones are written
/// as a synchronous controller action would be.
/// </summary>
public static class CompositionPatterns
{
    /// <summary>Starts the second call only when the first has finished: about two units.</summary>
    public static async Task<string> AwaitInTurnAsync(TimeSpan unit)
    {
        var first = await SlowOperation.FetchAsync(unit);
        var second = await SlowOperation.FetchAsync(unit);
        return first + second;
    }

    /// <summary>Starts both calls, then awaits both: about one unit.</summary>
    public static async Task<string> AwaitWhenAllAsync(TimeSpan unit)
    {
        var first = SlowOperation.FetchAsync(unit);
        var second = SlowOperation.FetchAsync(unit);
        await Task.WhenAll(first, second);
        return first.Result + second.Result;
    }

    /// <summary>Blocks with Wait() until the async method is done.</summary>
    public static string BlockWithWait(Func<TimeSpan, Task<string>> operation, TimeSpan unit)
    {
        var call = operation(unit);
        call.Wait();
        return call.Result;
    }

    /// <summary>Blocks by reading Result of the async method.</summary>
    public static string BlockWithResult(Func<TimeSpan, Task<string>> operation, TimeSpan unit) => operation(unit).Result;

    /// <summary>Calls Task.WhenAll and forgets to await it, then reads the first task's Result, which blocks.</summary>
    public static string BlockAfterUnawaitedWhenAll(Func<TimeSpan, Task<string>> operation, TimeSpan unit)
    {
        var first = operation(unit);
        var second = operation(unit);
        _ = Task.WhenAll(first, second); // the article's mistake: the combined task is dropped, nothing waits on it
        return first.Result;
    }
}
