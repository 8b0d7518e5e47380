namespace AsyncLab.WebTarget;

/// <summary>What the server counts itself, so the load driver's figures can be checked against it.</summary>
public sealed class TargetCounters
{
    private long requests;
    private long offloaded;
    private long inline;

    /// <summary>Requests that reached a work endpoint, answered or rejected.</summary>
    public long Requests => Interlocked.Read(ref requests);

    /// <summary>Tasks the offloading endpoints started.</summary>
    public long Offloaded => Interlocked.Read(ref offloaded);

    /// <summary>Of those, the ones that ran on the request thread (taken back by Wait).</summary>
    public long Inline => Interlocked.Read(ref inline);

    public void CountRequest() => Interlocked.Increment(ref requests);

    public void CountOffload(int started, int ranInline)
    {
        Interlocked.Add(ref offloaded, started);
        Interlocked.Add(ref inline, ranInline);
    }
}
