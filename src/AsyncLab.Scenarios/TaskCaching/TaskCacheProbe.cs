namespace AsyncLab.Scenarios.TaskCaching;

/// <summary>Asks the runtime, by reference equality, which completed tasks it shares.</summary>
public static class TaskCacheProbe
{
    public static bool CompletedTaskIsShared() =>
        ReferenceEquals(CompletedTaskSources.CompleteAsync(), CompletedTaskSources.CompleteAsync());

    /// <summary>True when two synchronous completions with <paramref name="value"/> return the same Task instance.</summary>
    public static bool ResultIsShared<T>(T value) =>
        ReferenceEquals(CompletedTaskSources.ReturnAsync(value), CompletedTaskSources.ReturnAsync(value));

    /// <summary>True when Task.FromResult hands out the same instance an async method completing with the same value does.</summary>
    public static bool FromResultSharesCache<T>(T value) =>
        ReferenceEquals(Task.FromResult(value), CompletedTaskSources.ReturnAsync(value));
}
