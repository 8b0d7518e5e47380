using AsyncLab.Watch.Detectors;
using AsyncLab.Watch.Events;
using AsyncLab.Watch.Report;
using Microsoft.Diagnostics.Tracing;
using Microsoft.Diagnostics.Tracing.Etlx;

namespace AsyncLab.Watch.Session;

/// <summary>
/// A capture judged after the fact (<c>watch --trace FILE</c>): a .nettrace written by dotnet-trace with
/// <see cref="WatchProviders.CaptureCommand"/>'s providers, by a dotnet-monitor collection rule with the same, or by
/// <c>watch --save-trace</c>. The file's events go through the same translator and detectors as a live watch's, with
/// TraceEvent's TraceLog naming the stacks from the capture's own method events.
/// </summary>
public static class TraceCapture
{
    /// <summary>
    /// The capture's process, judged, with when the capture began; a file that is not there or not a readable capture
    /// gives a one-line <see cref="WatchAttachException"/>.
    /// </summary>
    public static (WatchedProcess Process, DateTimeOffset StartedUtc) Judge(string path, TimeSpan warmUp)
    {
        if (!File.Exists(path))
        {
            throw new WatchAttachException($"--trace '{path}': no such file");
        }

        var etlx = Path.Combine(Path.GetTempPath(), $"asynclab-{Guid.NewGuid():N}.etlx");
        try
        {
            using var log = Open(path, etlx);
            using var source = log.Events.GetSource();
            var watcher = new Watcher(TimeSpan.Zero, warmUp);
            var arrived = WatchSignals.None;
            var nextSecond = TimeSpan.FromSeconds(1);
            int? pid = null;
            var last = TimeSpan.Zero;
            RuntimeEventTranslator.Attach(source, log.SessionStartTime, PoolWorkerNames.Unavailable, e =>
            {
                // The timeline's point a second, as the live watch samples it, but on the capture's own clock.
                for (; e.At >= nextSecond; nextSecond += TimeSpan.FromSeconds(1))
                {
                    watcher.Sample(nextSecond);
                }

                watcher.Observe(e);
                arrived |= SignalOf(e);
                last = e.At > last ? e.At : last;
            }, withStacks: true);
            source.AllEvents += e => pid ??= e.ProcessID > 0 ? e.ProcessID : null;
            Process(source, path);
            watcher.UseSignals(Signals(arrived));
            watcher.CountLost(Math.Max(0, log.EventsLost));
            var elapsed = log.SessionDuration > last ? log.SessionDuration : last;
            watcher.Sample(elapsed);
            return (watcher.Report(pid ?? 0, null, elapsed), new DateTimeOffset(log.SessionStartTime.ToUniversalTime()));
        }
        finally
        {
            File.Delete(etlx);
        }
    }

    /// <summary>
    /// What the capture held, as the detectors' signals. A file does not say which providers were asked for, so the
    /// ones that arrive in any running process are read from their arrival: counters (each second), pool events, GC
    /// pauses, and the wait events (the runtime's own counter thread waits each second on .NET 9+). Contention comes
    /// with the wait events in the capture command, so it is taken as asked for where they arrived.
    /// </summary>
    public static WatchSignals Signals(WatchSignals arrived) =>
        arrived.HasFlag(WatchSignals.WaitEvents) ? arrived | WatchSignals.Contention : arrived;

    private static WatchSignals SignalOf(WatchEvent e) => e switch
    {
        CounterSampled => WatchSignals.Counters,
        PoolAdjusted or PoolWorkerSeen => WatchSignals.PoolEvents,
        WaitBegan { Kind: WaitKind.TaskWait } => WatchSignals.TaskWaits,
        WaitBegan or WaitEnded { Kind: WaitKind.Monitor } => WatchSignals.WaitEvents,
        WaitEnded => WatchSignals.TaskWaits,
        ContentionBegan or ContentionEnded => WatchSignals.Contention,
        RuntimeSuspended or RuntimeResumed => WatchSignals.GcPauses,
        _ => WatchSignals.None,
    };

    private static TraceLog Open(string path, string etlx)
    {
        try
        {
            return new TraceLog(TraceLog.CreateFromEventPipeDataFile(path, etlx));
        }
        catch (Exception ex) when (ex is IOException or FormatException or InvalidOperationException or EndOfStreamException
            or ArgumentException or NotSupportedException or UnauthorizedAccessException)
        {
            throw new WatchAttachException($"--trace '{path}': not a readable .nettrace capture ({ex.Message.ReplaceLineEndings(" ")})");
        }
    }

    private static void Process(TraceEventDispatcher source, string path)
    {
        try
        {
            source.Process();
        }
        catch (Exception ex) when (ex is IOException or FormatException or InvalidOperationException or EndOfStreamException)
        {
            throw new WatchAttachException($"--trace '{path}': reading its events failed ({ex.Message.ReplaceLineEndings(" ")})");
        }
    }
}
