using System.Diagnostics;

namespace AsyncLab.WebTarget;

/// <summary>
/// Samples the thread pool every <see cref="Interval"/> on a dedicated thread: a pool thread would stop
/// sampling exactly when the pool is starved, which is what the samples are for. Keeps the last
/// <see cref="Capacity"/> samples.
/// </summary>
public sealed class PoolSampler : IDisposable
{
    public const int Capacity = 8_192;
    public static readonly TimeSpan Interval = TimeSpan.FromMilliseconds(250);

    private readonly PoolSample[] ring = new PoolSample[Capacity];
    private readonly Stopwatch clock = Stopwatch.StartNew();
    private readonly ManualResetEventSlim stopped = new();
    private readonly Lock gate = new();
    private readonly TargetCounters counters;
    private readonly Action<PoolSample>? sink;
    private long taken;

    /// <param name="counters">Counted requests, read into each sample.</param>
    /// <param name="sink">Also given each sample as it is taken (the serve verb writes them to stdout).</param>
    public PoolSampler(TargetCounters counters, Action<PoolSample>? sink = null)
    {
        this.counters = counters;
        this.sink = sink;
        Take();
        new Thread(Loop) { IsBackground = true, Name = "pool sampler" }.Start();
    }

    /// <summary>Milliseconds since the server started, on the samples' clock.</summary>
    public double NowMs => clock.Elapsed.TotalMilliseconds;

    public long LastSeq => Interlocked.Read(ref taken);

    /// <summary>The samples taken after <paramref name="afterSeq"/>, oldest first (those still held).</summary>
    public IReadOnlyList<PoolSample> After(long afterSeq)
    {
        lock (gate)
        {
            var from = Math.Max(afterSeq + 1, taken - Capacity + 1);
            var result = new List<PoolSample>((int)Math.Max(0, taken - from + 1));
            for (var seq = from; seq <= taken; seq++)
            {
                result.Add(ring[(seq - 1) % Capacity]);
            }

            return result;
        }
    }

    public void Dispose()
    {
        stopped.Set();
    }

    private void Loop()
    {
        while (!stopped.Wait(Interval))
        {
            Take();
        }

        stopped.Dispose();
    }

    private void Take()
    {
        PoolSample sample;
        lock (gate)
        {
            var seq = taken + 1;
            sample = new PoolSample(seq, NowMs, ThreadPool.ThreadCount, ThreadPool.PendingWorkItemCount, ThreadPool.CompletedWorkItemCount,
                counters.Requests, counters.Offloaded, counters.Inline, System.Runtime.JitInfo.GetCompiledMethodCount());
            ring[(seq - 1) % Capacity] = sample;
            taken = seq;
        }

        sink?.Invoke(sample);
    }
}
