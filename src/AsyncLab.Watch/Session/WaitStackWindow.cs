using System.Diagnostics.Tracing;
using System.Net.Sockets;
using AsyncLab.Watch.Detectors;
using AsyncLab.Watch.Events;
using Microsoft.Diagnostics.NETCore.Client;
using Microsoft.Diagnostics.Tracing.Etlx;

namespace AsyncLab.Watch.Session;

/// <summary>
/// A short session in which every wait comes with its stack, read through a live TraceLog (a rundown names the methods
/// jitted so far, the session's own method-load events the rest). The runtime walks a thread's stack for each event of
/// a session that asks for stacks, and on a blocking endpoint that is thousands of walks a second: the waits session
/// asks for none, and only these windows, opened while waits come fast and at most one per
/// <see cref="WaitStackWindows.Every"/>, pay for them. The waits counted here were counted by the waits session too, so
/// they name places (<see cref="WaitStacksSampled"/>) and count nothing.
/// </summary>
public static class WaitStackWindow
{
    /// <summary>How long a window lasts.</summary>
    public static readonly TimeSpan Over = TimeSpan.FromSeconds(1);

    /// <summary>The providers of a window: the waits, the lock entries (to leave those waits out), method names, requests.</summary>
    public static IReadOnlyList<EventPipeProvider> Providers { get; } =
    [
        new(WatchProviders.RuntimeProvider, EventLevel.Verbose,
            WatchProviders.WaitHandleKeyword | WatchProviders.ContentionKeyword | WatchProviders.MethodKeywords),
        new(OpenRequests.HostingProvider, EventLevel.Informational),
    ];

    /// <summary>One window on process <paramref name="pid"/>; a failure is named in the result, a cancellation cuts it short.</summary>
    public static async Task<WaitStacksSampled> SampleAsync(int pid, DateTime since, CancellationToken cancellationToken)
    {
        var at = DateTime.Now - since;
        var client = new DiagnosticsClient(pid);
        EventPipeSession session;
        try
        {
            session = await client.StartEventPipeSessionAsync(Providers, false, 256, cancellationToken).ConfigureAwait(false);
        }
        catch (Exception ex) when (ex is DiagnosticsClientException or IOException or SocketException or UnauthorizedAccessException
            or TimeoutException or OperationCanceledException)
        {
            return new WaitStacksSampled(at, TimeSpan.Zero, [], $"no wait's stack could be sampled: {ex.Message.ReplaceLineEndings(" ")}");
        }

        using (session)
        {
            var waits = new WindowWaits();
            var reading = Task.Factory.StartNew(() => Read(session, client, since, new PoolWorkerNames(pid), waits),
                CancellationToken.None, TaskCreationOptions.LongRunning, TaskScheduler.Default);
            await Task.WhenAny(Task.Delay(Over, cancellationToken)).ConfigureAwait(false);
            var end = DateTime.Now - since;
            await TargetSession.StopQuietlyAsync(session).ConfigureAwait(false);
            await Task.WhenAny(reading, Task.Delay(TimeSpan.FromSeconds(10), CancellationToken.None)).ConfigureAwait(false);
            if (!reading.IsCompleted)
            {
                // A reader far behind a busy target: the waits it reached stand, the rest of the window goes unread.
                var reached = waits.Sampled(end);
                return new WaitStacksSampled(at, end - at, reached,
                    reached.Count > 0 ? null : "the stack window's session did not end in time");
            }

            var failure = reading.IsFaulted
                ? "reading the stack window failed: " + reading.Exception!.InnerException!.Message.ReplaceLineEndings(" ")
                : reading.Result;
            return new WaitStacksSampled(at, end - at, waits.Sampled(end), failure);
        }
    }

    // Returns why reading stopped short, or null.
    private static string? Read(EventPipeSession session, DiagnosticsClient client, DateTime since, PoolWorkerNames workers,
        WindowWaits waits)
    {
        try
        {
            using var source = TraceLog.CreateFromEventPipeSession(session, TraceLog.EventPipeRundownConfiguration.Enable(client));
            var jitted = JittedCode.FromRundown(client);
            jitted.Follow(source);
            RuntimeEventTranslator.Attach(source, since, workers, waits.Observe, withStacks: true, jitted);
            source.Process();
            return null;
        }
        catch (Exception ex) when (ex is IOException or ObjectDisposedException or EndOfStreamException || TargetSession.IsCutShort(ex))
        {
            return null; // the target exited mid-window: the waits read so far stand
        }
        catch (Exception ex) when (ex is DiagnosticsClientException or SocketException or TimeoutException or FormatException)
        {
            return "reading the stack window failed: " + ex.Message.ReplaceLineEndings(" ");
        }
    }

    // A window's waits with their stacks, paired per thread; waits to enter a lock are left out, as the blocking detector
    // leaves them to the contention detector.
    private sealed class WindowWaits
    {
        private readonly Lock gate = new();
        private readonly HashSet<int> contending = [];
        private readonly ThreadWaits open = new();
        private readonly List<SampledWait> ended = [];

        public void Observe(WatchEvent watchEvent)
        {
            lock (gate)
            {
                switch (watchEvent)
                {
                    case ContentionBegan began:
                        contending.Add(began.ThreadId);
                        break;
                    case ContentionEnded stopped:
                        contending.Remove(stopped.ThreadId);
                        break;
                    case WaitBegan began when !contending.Contains(began.ThreadId):
                        open.Begin(began);
                        break;
                    case WaitEnded stopped when open.End(stopped) is { Began.Frames: { } frames } wait:
                        ended.Add(new SampledWait(stopped.ThreadId, frames, wait.Waited, wait.Began.Route));
                        break;
                }
            }
        }

        public IReadOnlyList<SampledWait> Sampled(TimeSpan end)
        {
            lock (gate)
            {
                // A thread blocked for the whole window (a deadlock) ends no wait in it: its wait counts up to the end.
                return
                [
                    .. ended,
                    .. open.Open.Where(w => w.Frames is not null)
                        .Select(w => new SampledWait(w.ThreadId, w.Frames!, end > w.At ? end - w.At : TimeSpan.Zero, w.Route)),
                ];
            }
        }
    }
}
