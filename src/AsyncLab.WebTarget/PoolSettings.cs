namespace AsyncLab.WebTarget;

/// <summary>The worker pool's bounds as the runtime reports them after start-up.</summary>
public sealed record PoolSettings(int MinWorkers, int MaxWorkers, int MinIo, int MaxIo, int ProcessorCount, bool Bounded)
{
    /// <summary>Applies the requested bounds (max first, so a min above the old max is accepted) and reads them back.</summary>
    public static PoolSettings Apply(int? minThreads, int? maxThreads)
    {
        ThreadPool.GetMinThreads(out _, out var minIo);
        ThreadPool.GetMaxThreads(out _, out var maxIo);
        if (maxThreads is { } max && !ThreadPool.SetMaxThreads(max, maxIo))
        {
            throw new InvalidOperationException($"the runtime refused a worker maximum of {max}");
        }

        if (minThreads is { } min && !ThreadPool.SetMinThreads(min, minIo))
        {
            throw new InvalidOperationException($"the runtime refused a worker minimum of {min}");
        }

        return Read(minThreads is not null || maxThreads is not null);
    }

    public static PoolSettings Read(bool bounded)
    {
        ThreadPool.GetMinThreads(out var minWorkers, out var minIo);
        ThreadPool.GetMaxThreads(out var maxWorkers, out var maxIo);
        return new PoolSettings(minWorkers, maxWorkers, minIo, maxIo, Environment.ProcessorCount, bounded);
    }
}
