namespace AsyncLab.Scenarios.TaskCaching;

/// <summary>
/// Async methods that complete synchronously with a given value. Whether two calls return the same Task
/// instance shows which results the runtime serves from its cache instead of allocating.
/// </summary>
public static class CompletedTaskSources
{
    // These methods have no await on purpose: a synchronous completion is exactly what is being probed.
#pragma warning disable CS1998
    public static async Task CompleteAsync()
    {
    }

    public static async Task<T> ReturnAsync<T>(T value) => value;
#pragma warning restore CS1998
}
