using System.Collections;
using AsyncLab.Watch.Events;
using Microsoft.Diagnostics.Tracing;
using Microsoft.Diagnostics.Tracing.Etlx;
using Microsoft.Diagnostics.Tracing.Parsers;
using Microsoft.Diagnostics.Tracing.Parsers.Clr;

namespace AsyncLab.Watch.Session;

/// <summary>Turns TraceEvent's parsed runtime events into <see cref="WatchEvent"/>s, the only events the detectors know.</summary>
public static class RuntimeEventTranslator
{
    private const int TaskWaitSynchronous = 1;
    private const int MonitorWaitSource = 1;
    private const int MaxFrames = 32;

    /// <param name="since">The watch's start, in the events' own clock (local time).</param>
    /// <param name="workers">Tells pool workers from other threads that wait (see <see cref="PoolWorkerNames"/>).</param>
    /// <param name="withStacks">
    /// The source is a TraceLog, which names a wait's frames (the wait session, or a capture read with --trace). On any
    /// other source CallStack() throws rather than returning null, and .NET 8's task waits arrive in the main session.
    /// </param>
    /// <param name="jitted">The process's jitted code, which names the frames' source lines; null to leave that to TraceLog.</param>
    /// <returns>The requests open on each thread, from the Hosting events that arrive in the same source.</returns>
    public static OpenRequests Attach(TraceEventDispatcher source, DateTime since, PoolWorkerNames workers, Action<WatchEvent> sink,
        bool withStacks, JittedCode? jitted = null)
    {
        TimeSpan At(TraceEvent e) => e.TimeStamp - since;
        var requests = new OpenRequests();

        // Workers that started before the watch raise no start event: the first wait of a thread named as a worker says it.
        void Waiting(TraceEvent e, WaitKind kind)
        {
            if (workers.IsNewWorker(e.ThreadID))
            {
                sink(new PoolWorkerSeen(At(e), e.ThreadID));
            }

            sink(new WaitBegan(At(e), e.ThreadID, kind, withStacks ? Frames(e, jitted) : null, requests.RouteOf(e.ThreadID)));
        }

        var clr = new ClrTraceEventParser(source);
        clr.ThreadPoolWorkerThreadAdjustmentAdjustment += e =>
            sink(new PoolAdjusted(At(e), e.NewWorkerThreadCount, (PoolAdjustmentReason)(int)e.Reason));
        clr.ThreadPoolWorkerThreadStart += e => sink(new PoolWorkerSeen(At(e), e.ThreadID));
        clr.ThreadPoolWorkerThreadWait += e => sink(new PoolWorkerSeen(At(e), e.ThreadID));
        clr.ThreadPoolWorkerThreadStop += e => sink(new PoolWorkerSeen(At(e), e.ThreadID));
        clr.WaitHandleWaitStart += e => Waiting(e, (int)e.WaitSource == MonitorWaitSource ? WaitKind.Monitor : WaitKind.WaitHandle);
        clr.WaitHandleWaitStop += e => sink(new WaitEnded(At(e), e.ThreadID, WaitKind.Monitor));
        clr.ContentionStart += e => sink(new ContentionBegan(At(e), e.ThreadID, e.LockID));
        clr.ContentionStop += e => sink(new ContentionEnded(At(e), e.ThreadID));
        // The sample profiler suspends the runtime at each sample too: only a suspension for a GC is a GC pause.
        clr.GCSuspendEEStart += e =>
        {
            if (e.Reason is GCSuspendEEReason.SuspendForGC or GCSuspendEEReason.SuspendForGCPrep)
            {
                sink(new RuntimeSuspended(At(e)));
            }
        };
        clr.GCRestartEEStop += e => sink(new RuntimeResumed(At(e)));

        var tasks = new TplEtwProviderTraceEventParser(source);
        tasks.TaskWaitSend += e =>
        {

            if ((int)e.Behavior == TaskWaitSynchronous)
            {
                Waiting(e, WaitKind.TaskWait);
            }
        };
        tasks.TaskWaitStop += e => sink(new WaitEnded(At(e), e.ThreadID, WaitKind.TaskWait));

        source.Dynamic.All += e =>
        {
            if (e.EventName == "EventCounters" && CounterOf(e) is { } counter)
            {
                sink(new CounterSampled(At(e), counter.Name, counter.Value));
            }
        };

        // Every event, not only the dynamic parser's: a live TraceLog may know a provider by its id alone.
        source.AllEvents += requests.Observe;
        return requests;
    }

    /// <summary>
    /// The event's stack from a TraceLog source, innermost first, as "Module!Method", with " (File.cs:42)" where the
    /// module's portable PDB names the line; null where no frame resolved.
    /// </summary>
    public static List<string>? Frames(TraceEvent e, JittedCode? jitted)
    {
        var frames = new List<string>();
        for (var frame = e.CallStack(); frame is not null && frames.Count < MaxFrames; frame = frame.Caller)
        {
            if (Frame(frame.CodeAddress, jitted) is { } named)
            {
                frames.Add(named);
            }
        }

        return frames.Count > 0 ? frames : null;
    }

    private static string? Frame(TraceCodeAddress code, JittedCode? jitted)
    {
        var method = code.FullMethodName;
        if (string.IsNullOrEmpty(method) || method == "?")
        {
            return null;
        }

        var line = jitted?.LineOf(code.Address)
            ?? (code.Method is { } known ? SourceLines.Find(code.ModuleFile?.FilePath, known.MethodToken, code.ILOffset) : null);
        return code.ModuleName + "!" + method + (line is null ? string.Empty : " (" + line + ")");
    }

    // An EventCounters event carries one dictionary, "Payload": Name, and Mean (a gauge) or Increment (a rate).
    private static (string Name, double Value)? CounterOf(TraceEvent e)
    {
        if (e.PayloadValue(0) is not IDictionary<string, object> outer || !outer.TryGetValue("Payload", out var inner)
            || inner is not IDictionary<string, object> fields)
        {
            return null;
        }

        var value = fields.TryGetValue("Mean", out var mean) && fields.TryGetValue("CounterType", out var type)
            && Equals(type, "Mean") ? mean
            : fields.TryGetValue("Increment", out var increment) ? increment
            : mean;
        return fields.TryGetValue("Name", out var name) && name is string text && value is IConvertible number
            ? (text, number.ToDouble(System.Globalization.CultureInfo.InvariantCulture))
            : null;
    }
}
