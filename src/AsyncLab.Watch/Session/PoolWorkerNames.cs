using System.Collections.Concurrent;

namespace AsyncLab.Watch.Session;

/// <summary>
/// Tells a target's pool workers by the name the runtime gives them (".NET TP Worker", read from /proc on Linux), once
/// per thread. Workers started before the watch raise no start event, and a wait on any other thread (a timer's, a
/// sampler's) is by design, not blocking of the pool.
/// </summary>
public sealed class PoolWorkerNames(int? pid)
{
    /// <summary>For a capture read from a file: its threads' names cannot be read, so only worker events tell workers.</summary>
    public static PoolWorkerNames Unavailable => new(null);

    public const string WorkerName = ".NET TP Worker";

    private readonly ConcurrentDictionary<int, bool> known = new();

    /// <summary>True the first time a thread that is a pool worker is asked about; false for any other, and after that.</summary>
    public bool IsNewWorker(int threadId)
    {
        if (known.ContainsKey(threadId))
        {
            return false;
        }

        var worker = ReadIsWorker(threadId);
        return known.TryAdd(threadId, worker) && worker;
    }

    /// <summary>Whether the thread is a pool worker, read once per thread.</summary>
    public bool IsWorker(int threadId) => known.TryGetValue(threadId, out var worker) ? worker : known.GetOrAdd(threadId, ReadIsWorker);

    private bool ReadIsWorker(int threadId)
    {
        if (pid is null)
        {
            return false;
        }

        try
        {
            return File.ReadAllText($"/proc/{pid}/task/{threadId}/comm").TrimEnd('\n') == WorkerName;
        }
        catch (Exception ex) when (ex is IOException or UnauthorizedAccessException)
        {
            return false; // the thread has ended, or not Linux
        }
    }
}
