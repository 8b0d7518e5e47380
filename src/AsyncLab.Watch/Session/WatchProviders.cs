using System.Diagnostics.Tracing;
using AsyncLab.Watch.Detectors;
using Microsoft.Diagnostics.NETCore.Client;

namespace AsyncLab.Watch.Session;

/// <summary>
/// What a watch asks the target's runtime for, in two EventPipe sessions. The wait events are verbose, and a verbose
/// ThreadingKeyword would also bring an event per queued work item, so they go in a session of their own. The
/// contention events go with them there: a thread waiting to enter a lock raises a wait event too, and only within one
/// session does each thread's order of events hold, which the blocking detector needs to leave those waits out.
/// </summary>
public sealed record WatchProviders(IReadOnlyList<EventPipeProvider> Main, IReadOnlyList<EventPipeProvider> Waits, WatchSignals Signals)
{
    public const string RuntimeProvider = "Microsoft-Windows-DotNETRuntime";
    public const string CountersProvider = "System.Runtime";
    public const string TasksProvider = "System.Threading.Tasks.TplEventSource";

    private const long GcKeyword = 0x1;
    private const long ContentionKeyword = 0x4000;
    private const long ThreadingKeyword = 0x10000;
    private const long WaitHandleKeyword = 0x40000000000;
    private const long TasksKeyword = 0x2;

    private const long LoaderKeyword = 0x8;
    private const long JitKeyword = 0x10;
    private const long ILToNativeMapKeyword = 0x20000;

    /// <summary>
    /// Module and method loads, so that a live TraceLog can name the frames of code jitted during the watch, and the
    /// jitted code's IL-to-native maps, which turn a frame into a source line (<see cref="SourceLines"/>).
    /// </summary>
    public const long MethodKeywords = LoaderKeyword | JitKeyword | ILToNativeMapKeyword;

    /// <summary>The first runtime with wait events.</summary>
    public const int WaitEventsSince = 9;

    /// <param name="runtimeMajor">
    /// The target's runtime, or null when unknown (then both the wait events and the task-wait fallback).
    /// </param>
    public static WatchProviders For(int? runtimeMajor)
    {
        var waitEvents = runtimeMajor is null or >= WaitEventsSince;
        var main = new List<EventPipeProvider>
        {
            new(RuntimeProvider, EventLevel.Informational, GcKeyword | ThreadingKeyword | (waitEvents ? 0 : ContentionKeyword)),
            new(CountersProvider, EventLevel.Informational, -1, new Dictionary<string, string> { ["EventCounterIntervalSec"] = "1" }),
        };
        var signals = WatchSignals.Counters | WatchSignals.PoolEvents | WatchSignals.Contention | WatchSignals.GcPauses;
        if (runtimeMajor is null or < WaitEventsSince)
        {
            // Every async method's await raises TaskWaitBegin too (asynchronous); only the synchronous ones count. Their
            // end, TaskWaitEnd, is verbose.
            main.Add(new EventPipeProvider(TasksProvider, EventLevel.Verbose, TasksKeyword));
            signals |= WatchSignals.TaskWaits;
        }

        // The Hosting events name the request a wait fell in; they go where the waits are, since only within one session
        // does each thread's order of events hold. Before .NET 9 there is no wait to name.
        IReadOnlyList<EventPipeProvider> waits = waitEvents
            ?
            [
                new(RuntimeProvider, EventLevel.Verbose, WaitHandleKeyword | ContentionKeyword | MethodKeywords),
                new(OpenRequests.HostingProvider, EventLevel.Informational),
            ]
            : [];
        return new WatchProviders(main, waits, waitEvents ? signals | WatchSignals.WaitEvents : signals);
    }

    /// <summary>
    /// What replaces the waits session once the wait events are turned off (.NET 9+): the lock contention events alone,
    /// which the main session does not carry there.
    /// </summary>
    public static IReadOnlyList<EventPipeProvider> ContentionOnly { get; } =
        [new(RuntimeProvider, EventLevel.Informational, ContentionKeyword)];

    /// <summary>
    /// One session with everything both live sessions ask for, for a capture to a file (--save-trace, or dotnet-trace
    /// with <see cref="CaptureCommand"/>). A file keeps each thread's order of events, so one session does; the price
    /// is the verbose Threading events (one per queued work item) that the live watch keeps out of its main session.
    /// The sample profiler (a sample of each managed thread every millisecond, for the whole capture) gives the starvation
    /// verdict its sampled stacks, and the Hosting events (two a request) name the request of each wait and sample.
    /// </summary>
    public static IReadOnlyList<EventPipeProvider> Capture(int? runtimeMajor)
    {
        var runtime = GcKeyword | ThreadingKeyword | ContentionKeyword | WaitHandleKeyword | MethodKeywords;
        var providers = new List<EventPipeProvider>
        {
            new(RuntimeProvider, EventLevel.Verbose, runtime),
            new(CountersProvider, EventLevel.Informational, -1, new Dictionary<string, string> { ["EventCounterIntervalSec"] = "1" }),
            new(StackSampler.SampleProfilerProvider, EventLevel.Informational),
            new(OpenRequests.HostingProvider, EventLevel.Informational),
        };
        if (runtimeMajor is null or < WaitEventsSince)
        {
            providers.Add(new EventPipeProvider(TasksProvider, EventLevel.Verbose, TasksKeyword));
        }

        return providers;
    }

    /// <summary>The dotnet-trace command that captures what <c>watch --trace</c> reads, for a process on that runtime.</summary>
    public static string CaptureCommand(int? runtimeMajor, string pid = "PID", string output = "capture.nettrace") =>
        $"dotnet-trace collect -p {pid} -o {output} --providers " + string.Join(',', Capture(runtimeMajor).Select(p =>
            string.Create(System.Globalization.CultureInfo.InvariantCulture, $"{p.Name}:0x{p.Keywords:x}:{(int)p.EventLevel}")
            + (p.Arguments is { Count: > 0 } args ? ":" + string.Join(';', args.Select(a => $"{a.Key}={a.Value}")) : string.Empty)));
}
