using System.Diagnostics;
using AsyncLab.Watch.Events;

namespace AsyncLab.Watch.Session;

/// <summary>
/// When a process's stack windows open (<see cref="WaitStackWindow"/>): once its pool threads wait
/// <see cref="WaitsToOpen"/> times within a second, and at most one window per <see cref="Every"/>. A process whose pool
/// threads do not wait pays for no stacks; one that blocks all the time pays for them a tenth of the time, and its first
/// burst of waits is sampled within about a second, so a short test run still names where it blocked. Sits between the
/// waits session's reader and the sink: every event passes on unchanged.
/// </summary>
public sealed class WaitStackWindows
{
    /// <summary>Pool waits within a second that open a window: as many as make a blocking window's finding.</summary>
    public const int WaitsToOpen = Detectors.BlockingDetector.PoolWaitsToFind;

    /// <summary>The least time from one window's start to the next one's.</summary>
    public static readonly TimeSpan Every = TimeSpan.FromSeconds(10);

    private static readonly TimeSpan Second = TimeSpan.FromSeconds(1);

    private readonly Lock gate = new();
    private readonly Stopwatch clock = Stopwatch.StartNew();
    private readonly CancellationTokenSource stopping = new();
    private readonly Func<CancellationToken, Task<WaitStacksSampled>> sample;
    private readonly Func<int, bool> isPoolThread;
    private readonly Action<WatchEvent> sink;
    private readonly List<Task> opened = [];
    private TimeSpan countingFrom;
    private int waitsCounted;
    private TimeSpan nextOpen;

    /// <param name="sample">Runs one window; its result goes to the sink.</param>
    /// <param name="isPoolThread">Tells a pool worker's wait from another thread's.</param>
    public WaitStackWindows(Func<CancellationToken, Task<WaitStacksSampled>> sample, Func<int, bool> isPoolThread,
        Action<WatchEvent> sink)
    {
        this.sample = sample;
        this.isPoolThread = isPoolThread;
        this.sink = sink;
    }

    internal WaitStackWindows(int pid, DateTime since, PoolWorkerNames workers, Action<WatchEvent> sink)
        : this(token => WaitStackWindow.SampleAsync(pid, since, token), workers.IsWorker, sink)
    {
    }

    /// <summary>Windows opened so far.</summary>
    public int Opened
    {
        get
        {
            lock (gate)
            {
                return opened.Count;
            }
        }
    }

    public void Observe(WatchEvent watchEvent)
    {
        sink(watchEvent);
        if (watchEvent is WaitBegan began && isPoolThread(began.ThreadId))
        {
            Count();
        }
    }

    /// <summary>Cuts a window under way short and waits (at most 15 s) for its stacks to reach the sink.</summary>
    public async Task StopAsync()
    {
        Task[] running;
        lock (gate)
        {
            running = [.. opened];
        }

        await stopping.CancelAsync().ConfigureAwait(false);
        await Task.WhenAny(Task.WhenAll(running), Task.Delay(TimeSpan.FromSeconds(15), CancellationToken.None)).ConfigureAwait(false);
    }

    private void Count()
    {
        lock (gate)
        {
            var now = clock.Elapsed;
            if (now - countingFrom >= Second)
            {
                countingFrom = now;
                waitsCounted = 0;
            }

            if (++waitsCounted < WaitsToOpen || now < nextOpen || stopping.IsCancellationRequested)
            {
                return;
            }

            nextOpen = now + Every;
            waitsCounted = 0;
            opened.Add(Task.Run(async () => sink(await sample(stopping.Token).ConfigureAwait(false)), CancellationToken.None));
        }
    }
}
