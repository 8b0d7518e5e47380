using System.Diagnostics.Tracing;
using System.Net.Sockets;
using AsyncLab.Watch.Detectors;
using AsyncLab.Watch.Events;
using Microsoft.Diagnostics.NETCore.Client;
using Microsoft.Diagnostics.Tracing;
using Microsoft.Diagnostics.Tracing.Etlx;

namespace AsyncLab.Watch.Session;

/// <summary>
/// Samples a process's pool threads' stacks for a moment with EventPipe's sample profiler, in a session of its own read
/// through a live TraceLog (a rundown names the methods). Thread.Sleep, synchronous I/O and other blocking that raises
/// no wait event shows only this way. The profiler samples every managed thread each millisecond, which is why watch
/// runs it only once starvation is found, and only briefly. The ASP.NET Core Hosting events come along, so that each
/// sample names the request its thread was in (<see cref="OpenRequests"/>).
/// </summary>
public static class StackSampler
{
    public const string SampleProfilerProvider = "Microsoft-DotNETCore-SampleProfiler";

    private static readonly Guid SampleProfilerGuid = new("3c530d44-97ae-513a-1e6d-783e8f8e03a9");

    /// <summary>How long a sampling lasts.</summary>
    public static readonly TimeSpan Over = TimeSpan.FromSeconds(1);

    private const int StacksKept = 5;

    /// <summary>The sampled stacks of process <paramref name="pid"/>'s pool workers; a failure is named in the result.</summary>
    public static async Task<StacksSampled> SampleAsync(int pid, DateTime since, CancellationToken cancellationToken)
    {
        var at = DateTime.Now - since;
        var client = new DiagnosticsClient(pid);
        EventPipeSession session;
        try
        {
            IReadOnlyList<EventPipeProvider> providers =
            [
                new(SampleProfilerProvider, EventLevel.Informational),
                new(WatchProviders.RuntimeProvider, EventLevel.Verbose, WatchProviders.MethodKeywords),
                new(OpenRequests.HostingProvider, EventLevel.Informational),
            ];
            session = await client.StartEventPipeSessionAsync(providers, false, 256, cancellationToken).ConfigureAwait(false);
        }
        catch (Exception ex) when (ex is DiagnosticsClientException or IOException or SocketException or UnauthorizedAccessException
            or TimeoutException or OperationCanceledException)
        {
            return Failed(at, ex);
        }

        using (session)
        {
            var tally = new Tally(new PoolWorkerNames(pid));
            var reading = Task.Factory.StartNew(() => tally.Read(session, client), CancellationToken.None, TaskCreationOptions.LongRunning,
                TaskScheduler.Default);
            // A watch stopped meanwhile (Ctrl+C) cuts the sampling short: what was sampled so far stands.
            await Task.WhenAny(Task.Delay(Over, cancellationToken)).ConfigureAwait(false);
            await TargetSession.StopQuietlyAsync(session).ConfigureAwait(false);
            await Task.WhenAny(reading, Task.Delay(TimeSpan.FromSeconds(10), CancellationToken.None)).ConfigureAwait(false);

            if (!reading.IsCompleted)
            {
                return new StacksSampled(at, Over, 0, [], "the sampling session did not end in time");
            }

            var failure = reading.IsFaulted
                ? "reading the sampled stacks failed: " + reading.Exception!.InnerException!.Message.ReplaceLineEndings(" ")
                : await reading.ConfigureAwait(false);
            return tally.Sampled(at, failure);
        }
    }

    // A live TraceLog knows the profiler by its id only: its events arrive named "Provider(3c530d44-...)".
    internal static bool IsSample(TraceEvent e) => e.ProviderGuid == SampleProfilerGuid || e.ProviderName == SampleProfilerProvider;

    private static StacksSampled Failed(TimeSpan at, Exception ex) =>
        new(at, TimeSpan.Zero, 0, [], $"the pool threads' stacks could not be sampled: {ex.Message.ReplaceLineEndings(" ")}");

    // The samples of pool workers, with the request each was in; idle workers (all frames in the runtime's library) left out.
    private sealed class Tally(PoolWorkerNames workers)
    {
        private readonly SampleTally samples = new();

        // Returns why reading stopped short, or null.
        public string? Read(EventPipeSession session, DiagnosticsClient client)
        {
            try
            {
                using var source = TraceLog.CreateFromEventPipeSession(session, TraceLog.EventPipeRundownConfiguration.Enable(client));
                var jitted = JittedCode.FromRundown(client);
                jitted.Follow(source);
                var requests = new OpenRequests();
                source.AllEvents += e =>
                {
                    requests.Observe(e);
                    if (IsSample(e) && workers.IsWorker(e.ThreadID) && RuntimeEventTranslator.Frames(e, jitted) is { } frames)
                    {
                        samples.Add(e.ThreadID, frames, requests.RouteOf(e.ThreadID));
                    }
                };
                source.Process();
                return null;
            }
            catch (Exception ex) when (ex is IOException or ObjectDisposedException or EndOfStreamException || TargetSession.IsCutShort(ex))
            {
                return null; // the target exited mid-sampling
            }
            catch (Exception ex) when (ex is DiagnosticsClientException or SocketException or TimeoutException or FormatException)
            {
                return "reading the sampled stacks failed: " + ex.Message.ReplaceLineEndings(" ");
            }
        }

        public StacksSampled Sampled(TimeSpan at, string? failure) => samples.Sampled(at, Over, _ => true, StacksKept, failure);
    }
}
