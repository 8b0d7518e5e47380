using AsyncLab.WebTarget;

namespace AsyncLab.Load;

/// <summary>The pool samples a child server prints, in order, with a way to wait for the next one.</summary>
public sealed class PoolSampleStream
{
    // The server samples every 250 ms on a thread of its own; only a server that has stopped is silent this long.
    // Generous, because the samples reach the lab through its own pool, which a load test keeps busy on a machine with few cores.
    private static readonly TimeSpan Patience = TimeSpan.FromSeconds(30);
    private readonly List<PoolSample> samples = [];
    private TaskCompletionSource arrived = new(TaskCreationOptions.RunContinuationsAsynchronously);

    /// <summary>The newest sample (the server prints one before it listens, so there is always one once it is ready).</summary>
    public PoolSample Latest
    {
        get
        {
            lock (samples)
            {
                return samples[^1];
            }
        }
    }

    /// <summary>The samples taken after <paramref name="seq"/>, oldest first.</summary>
    public IReadOnlyList<PoolSample> After(long seq)
    {
        lock (samples)
        {
            return samples.Where(s => s.Seq > seq).ToArray();
        }
    }

    /// <summary>
    /// Waits (usually one sampling interval; at most <see cref="Patience"/>) for a sample taken after
    /// <paramref name="seq"/>.
    /// </summary>
    public async Task<PoolSample> NextAfterAsync(long seq, CancellationToken cancellationToken)
    {
        using var timeout = CancellationTokenSource.CreateLinkedTokenSource(cancellationToken);
        timeout.CancelAfter(Patience);
        while (true)
        {
            Task next;
            lock (samples)
            {
                if (samples.Count > 0 && samples[^1].Seq > seq)
                {
                    return samples[^1];
                }

                next = arrived.Task;
            }

            try
            {
                await next.WaitAsync(timeout.Token).ConfigureAwait(false);
            }
            catch (OperationCanceledException) when (!cancellationToken.IsCancellationRequested)
            {
                throw new TimeoutException($"the target server printed no pool sample for {Patience.TotalSeconds:0} s");
            }
        }
    }

    public void Add(PoolSample sample)
    {
        TaskCompletionSource previous;
        lock (samples)
        {
            samples.Add(sample);
            previous = arrived;
            arrived = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);
        }

        previous.TrySetResult();
    }
}
