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
            var poolThreads = new HashSet<int>();
            var requests = RuntimeEventTranslator.Attach(source, log.SessionStartTime, PoolWorkerNames.Unavailable, e =>
            {
                // The timeline's point a second, as the live watch samples it, but on the capture's own clock.
                for (; e.At >= nextSecond; nextSecond += TimeSpan.FromSeconds(1))
                {
                    watcher.Sample(nextSecond);
                }

                watcher.Observe(e);
                arrived |= SignalOf(e);
                if (e is PoolWorkerSeen worker)
                {
                    poolThreads.Add(worker.ThreadId);
                }

                last = e.At > last ? e.At : last;
            }, withStacks: true);
            source.AllEvents += e => pid ??= e.ProcessID > 0 ? e.ProcessID : null;
            var samples = TallySamples(source, log.SessionStartTime + warmUp, requests, poolThreads);
            Process(source, path);
            watcher.UseSignals(Signals(arrived));
            watcher.CountLost(Math.Max(0, log.EventsLost));
            var elapsed = log.SessionDuration > last ? log.SessionDuration : last;
            if (samples.Seen > 0 && watcher.Judge(elapsed).Any(v => v is { Detector: "starvation", Finding: Finding.Found }))
            {
                // As a live watch samples once starvation is found: the verdict names where the pool threads were.
                watcher.Observe(samples.Sampled(warmUp, elapsed > warmUp ? elapsed - warmUp : TimeSpan.Zero, poolThreads.Contains,
                    SampledStacksKept));
            }

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

    private const int SampledStacksKept = 5;

    // The sample profiler's samples after the warm-up, each with the request its thread was in. Which threads are pool
    // workers is known only at the file's end (a worker raises its first worker event whenever it does), so the tally
    // keeps every thread's samples until then; a worker is also told by the work items it dequeues.
    private static SampleTally TallySamples(TraceEventDispatcher source, DateTime from, OpenRequests requests,
        HashSet<int> poolThreads)
    {
        var tally = new SampleTally();
        new Microsoft.Diagnostics.Tracing.Parsers.ClrTraceEventParser(source).ThreadPoolDequeue += e => poolThreads.Add(e.ThreadID);
        source.AllEvents += e =>
        {
            if (StackSampler.IsSample(e) && e.TimeStamp >= from && RuntimeEventTranslator.Frames(e, null) is { } frames)
            {
                tally.Add(e.ThreadID, frames, requests.RouteOf(e.ThreadID));
            }
        };
        return tally;
    }

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
