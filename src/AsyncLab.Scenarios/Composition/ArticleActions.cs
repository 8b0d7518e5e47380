namespace AsyncLab.Scenarios.Composition;

/// <summary>
/// The article's own code, as published: two async methods that each start a thread-pool task which blocks a pool thread
/// for one unit (the first on a delay it waits for, the second asleep) and await it without ConfigureAwait(false), and the
/// four controller actions that combine them. The lab's own shapes (<see cref="SlowOperation"/>) await a timer instead.
/// </summary>
public static class ArticleActions
{
    /// <summary>The article's Async1: StartNew around a delay that the pool thread waits for.</summary>
    public static async Task<string> Async1(TimeSpan unit) => await Task<string>.Factory.StartNew(_ =>
    {
        Task.Delay(unit).Wait();
        return SlowOperation.Reply;
    }, null);

    /// <summary>The article's Async2: StartNew around a sleep.</summary>
    public static async Task<string> Async2(TimeSpan unit) => await Task<string>.Factory.StartNew(_ =>
    {
        Thread.Sleep(unit);
        return SlowOperation.Reply;
    }, null);

    /// <summary>IndexAsync2: starts both, awaits WhenAll, returns the second's result (about one unit).</summary>
    public static async Task<string> IndexAsync2(TimeSpan unit)
    {
        var first = Async1(unit);
        var second = Async2(unit);
        await Task.WhenAll(first, second);
        return second.Result;
    }

    /// <summary>IndexAsync1: awaits one, then the other (about two units).</summary>
    public static async Task<string> IndexAsync1(TimeSpan unit)
    {
        var result = await Async1(unit);
        result += await Async2(unit);
        return result;
    }

    /// <summary>Index1, the article's first deadlock: a synchronous action that waits for Async1.</summary>
    public static string Index1(TimeSpan unit)
    {
        Async1(unit).Wait();
        return string.Empty;
    }

    /// <summary>Index2, its second: WhenAll called and dropped, then the first task's Result.</summary>
    public static string Index2(TimeSpan unit)
    {
        var first = Async1(unit);
        var second = Async2(unit);
        _ = Task.WhenAll(first, second); // as published: the combined task is never awaited
        return first.Result;
    }
}
