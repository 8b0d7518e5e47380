namespace AsyncLab.Load;

/// <summary>
/// The load both web experiments put on the target server, shared so that their figures read alike (the database
/// experiment's bounded pool is web-throughput's): a light and a heavy user count, and a bounded worker pool between
/// them, with more threads than the light load can use and fewer than the heavy load's users.
/// </summary>
public static class WebLoadLevels
{
    public const int LowUsers = 25;

    public const int HighUsers = 200;

    /// <summary>The bounded pool's min = max worker threads.</summary>
    public const int BoundedPoolThreads = 64;
}
