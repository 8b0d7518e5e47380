using System.Net.Sockets;
using AsyncLab.Watch.Events;
using Microsoft.Diagnostics.NETCore.Client;
using Microsoft.Diagnostics.Tracing;
using Microsoft.Diagnostics.Tracing.Etlx;

namespace AsyncLab.Watch.Session;

/// <summary>
/// One watched process: its EventPipe sessions (see <see cref="WatchProviders"/>), each read on a thread of its own
/// into the sink. <see cref="Ended"/> completes when the target's streams end: it stopped, or the watch stopped them.
/// </summary>
public sealed class TargetSession : IAsyncDisposable
{
    private readonly List<EventPipeSession> sessions;
    private Task ended = Task.CompletedTask;
    private long eventsLost;
    private string? readFailure;

    private TargetSession(int pid, int? runtimeMajor, WatchProviders providers, List<EventPipeSession> sessions)
    {
        ProcessId = pid;
        RuntimeMajor = runtimeMajor;
        Providers = providers;
        this.sessions = sessions;
    }

    public int ProcessId { get; }

    public int? RuntimeMajor { get; }

    public WatchProviders Providers { get; }

    public Task Ended => ended;

    /// <summary>Events the runtime dropped before the readers took them (known once the readers end).</summary>
    public long EventsLost => Interlocked.Read(ref eventsLost);

    /// <summary>Why a reader stopped other than at the stream's end (a malformed event, a detector's bug), else null.</summary>
    public string? ReadFailure => Volatile.Read(ref readFailure);

    /// <summary>
    /// Attaches; a process that is not there, not .NET or not reachable gives a one-line <see cref="WatchAttachException"/>.
    /// </summary>
    /// <param name="capturePath">Where to write a capture of the process (--save-trace) as <c>watch --trace</c> reads it, or null.</param>
    public static async Task<TargetSession> AttachAsync(int pid, DateTime since, Action<WatchEvent> sink,
        CancellationToken cancellationToken, string? capturePath = null)
    {
        var runtimeMajor = TargetRuntime.MajorVersion(pid);
        var providers = WatchProviders.For(runtimeMajor);
        var client = new DiagnosticsClient(pid);
        var sessions = new List<EventPipeSession>();
        try
        {
            sessions.Add(await client.StartEventPipeSessionAsync(providers.Main, false, 64, cancellationToken).ConfigureAwait(false));
            if (providers.Waits.Count > 0)
            {
                sessions.Add(await client.StartEventPipeSessionAsync(providers.Waits, false, 64, cancellationToken).ConfigureAwait(false));
            }

            if (capturePath is not null)
            {
                // A session of its own, with a rundown at its end so the file names the methods on its stacks.
                sessions.Add(await client.StartEventPipeSessionAsync(WatchProviders.Capture(runtimeMajor), true, 256, cancellationToken)
                    .ConfigureAwait(false));
            }
        }
        catch (Exception ex) when (ex is DiagnosticsClientException or IOException or SocketException
            or UnauthorizedAccessException or TimeoutException or OperationCanceledException)
        {
            foreach (var session in sessions)
            {
                session.Dispose();
            }

            if (ex is OperationCanceledException)
            {
                throw;
            }

            throw new WatchAttachException(ex is ServerNotAvailableException
                ? $"process {pid} has no .NET diagnostics port this user can reach: " +
                    $"not a .NET process, another user's, or started with DOTNET_EnableDiagnostics=0"
                : $"cannot attach to process {pid}: {ex.Message.ReplaceLineEndings(" ")}");
        }

        var target = new TargetSession(pid, runtimeMajor, providers, sessions);
        var workers = new PoolWorkerNames(pid);
        var readers = sessions.Take(capturePath is null ? sessions.Count : sessions.Count - 1).Select((s, i) => Task.Factory.StartNew(
            () => target.Read(s, i == 0 ? null : client, since, workers, sink),
            CancellationToken.None, TaskCreationOptions.LongRunning, TaskScheduler.Default)).ToList();
        if (capturePath is not null)
        {
            readers.Add(target.CaptureAsync(sessions[^1], capturePath));
        }

        target.ended = Task.WhenAll(readers);
        return target;
    }

    /// <summary>Stops the sessions (the target may be gone already) and waits for their readers to drain.</summary>
    public async ValueTask DisposeAsync()
    {
        foreach (var session in sessions)
        {
            await StopQuietlyAsync(session).ConfigureAwait(false);
        }

        await Task.WhenAny(ended, Task.Delay(TimeSpan.FromSeconds(5))).ConfigureAwait(false);
        foreach (var session in sessions)
        {
            session.Dispose();
        }
    }

    // The wait session is read through a live TraceLog, which resolves stacks: a rundown session first names the methods
    // jitted so far, the session's own method-load events the ones jitted after.
    private static TraceEventDispatcher WithStacks(EventPipeSession session, DiagnosticsClient client)
    {
        try
        {
            return TraceLog.CreateFromEventPipeSession(session, TraceLog.EventPipeRundownConfiguration.Enable(client));
        }
        catch (Exception ex) when (ex is DiagnosticsClientException or IOException or SocketException or TimeoutException)
        {
            return new EventPipeEventSource(session.EventStream); // no rundown: the waits without their stacks
        }
    }

    // Copies the capture session's stream to the file as it comes, until the session is stopped or the target exits
    // (the file keeps what came); a file that cannot be written ends the watch with the reason.
    private async Task CaptureAsync(EventPipeSession session, string path)
    {
        try
        {
            await using var file = new FileStream(path, FileMode.Create, FileAccess.Write, FileShare.Read, 1 << 16, useAsync: true);
            var buffer = new byte[1 << 16];
            while (await ReadAsync(session.EventStream, buffer).ConfigureAwait(false) is > 0 and var count)
            {
                await file.WriteAsync(buffer.AsMemory(0, count)).ConfigureAwait(false);
            }
        }
        catch (Exception ex) when (ex is IOException or UnauthorizedAccessException)
        {
            Interlocked.CompareExchange(ref readFailure, $"writing process {ProcessId}'s capture to {path} failed: " +
                ex.Message.ReplaceLineEndings(" "), null);
        }
    }

    private static async Task<int> ReadAsync(Stream stream, byte[] buffer)
    {
        try
        {
            return await stream.ReadAsync(buffer).ConfigureAwait(false);
        }
        catch (Exception ex) when (ex is IOException or ObjectDisposedException)
        {
            return 0;
        }
    }

    /// <summary>Stops a session within 5 s; a target that exited, or never answers the stop, leaves its stream ended or closed.</summary>
    internal static async Task StopQuietlyAsync(EventPipeSession session)
    {
        try
        {
            using var stop = new CancellationTokenSource(TimeSpan.FromSeconds(5));
            await session.StopAsync(stop.Token).ConfigureAwait(false);
        }
        catch (Exception ex) when (ex is DiagnosticsClientException or IOException or SocketException or ObjectDisposedException
            or OperationCanceledException or TimeoutException)
        {
            // what was read so far stands
        }
    }

    /// <summary>TraceEvent's reader reports a stream that ends inside a block (the target killed mid-write) as a format error.</summary>
    internal static bool IsCutShort(Exception ex) =>
        ex is FormatException && ex.Message.Contains("end of stream", StringComparison.OrdinalIgnoreCase);

    private void Read(EventPipeSession session, DiagnosticsClient? stacksFrom, DateTime since, PoolWorkerNames workers,
        Action<WatchEvent> sink)
    {
        TraceEventDispatcher? source = null;
        try
        {
            source = stacksFrom is null ? new EventPipeEventSource(session.EventStream) : WithStacks(session, stacksFrom);
            var jitted = source is TraceLogEventSource ? JittedCode.FromRundown(stacksFrom!) : null;
            jitted?.Follow(source);
            RuntimeEventTranslator.Attach(source, since, workers, sink, withStacks: source is TraceLogEventSource, jitted);
            source.Process();
        }
        catch (Exception ex) when (ex is IOException or ObjectDisposedException or EndOfStreamException || IsCutShort(ex))
        {
            // the stream broke off because the target exited: the events read so far stand
        }
        catch (Exception ex)
        {
            // Anything else leaves the verdicts short of events they would have read: the watch must say so, not judge.
            Interlocked.CompareExchange(ref readFailure, $"reading process {ProcessId}'s events failed: {ex.GetType().Name}: "
                + ex.Message.ReplaceLineEndings(" "), null);
        }
        finally
        {
            if (source is not null)
            {
                Interlocked.Add(ref eventsLost, Math.Max(0, source.EventsLost));
                source.Dispose();
            }
        }
    }
}
