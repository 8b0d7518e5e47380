namespace AsyncLab.Liveness;

/// <summary>
/// Cancels <see cref="ParentGone"/> once the lab that started this process is gone, so a child (a launch of the lab, the
/// target server) never outlives its parent, even one killed too hard to stop its children. It watches the parent as
/// it was when the watch began (<see cref="ProcessIdentity"/>), so a later process given the same pid does not keep the
/// child alive. It polls on a thread of its own: the thread pool may be the very thing the child starves.
/// </summary>
public sealed class ParentProcessWatch : IDisposable
{
    private readonly object gate = new();
    private readonly CancellationTokenSource gone = new();
    private bool disposed;

    public ParentProcessWatch(int parentPid, TimeSpan? interval = null)
    {
        var parent = ProcessIdentity.Of(parentPid);
        var every = interval ?? TimeSpan.FromSeconds(1);
        new Thread(() => Watch(parent, every)) { IsBackground = true, Name = "parent watch" }.Start();
    }

    public CancellationToken ParentGone => gone.Token;

    private void Watch(ProcessIdentity? parent, TimeSpan every)
    {
        do
        {
            lock (gate)
            {
                if (!disposed)
                {
                    Monitor.Wait(gate, every);
                }

                if (disposed)
                {
                    return;
                }
            }
        }
        while (parent?.IsRunning == true);

        // Under the gate, so that Dispose never runs beside Cancel; a callback that disposes the watch re-enters it.
        lock (gate)
        {
            if (!disposed)
            {
                gone.Cancel();
            }
        }
    }

    public void Dispose()
    {
        lock (gate)
        {
            if (disposed)
            {
                return;
            }

            disposed = true;
            Monitor.PulseAll(gate);
            gone.Dispose();
        }
    }
}
