namespace AsyncLab.Scenarios.Composition;

/// <summary>
/// The article's two async methods reduced to what matters here: an operation that takes one unit of time
/// (a timer, not a blocked thread) and then resumes, either on the caller's context or wherever the timer fired.
/// </summary>
public static class SlowOperation
{
    public const string Reply = "hello";

    /// <summary>Awaits without ConfigureAwait(false): the rest of the method must run on the caller's context.</summary>
    public static async Task<string> FetchAsync(TimeSpan unit)
    {
        await Task.Delay(unit);
        return Reply;
    }

    /// <summary>Awaits with ConfigureAwait(false): the rest of the method may run on the timer's thread-pool thread.</summary>
    public static async Task<string> FetchDetachedAsync(TimeSpan unit)
    {
        await Task.Delay(unit).ConfigureAwait(false);
        return Reply;
    }
}
