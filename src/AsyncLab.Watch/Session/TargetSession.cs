using System.Net.Sockets;
using AsyncLab.Watch.Events;
using Microsoft.Diagnostics.NETCore.Client;
using Microsoft.Diagnostics.Tracing;
using Microsoft.Diagnostics.Tracing.Etlx;

namespace AsyncLab.Watch.Session;

/// <summary>
/// One watched process: its EventPipe sessions (see <see cref="WatchProviders"/>), each read on a thread of its own
/// into the sink. <see cref="Ended"/> completes when the target's streams end: it stopped, or the watch stopped them.
/// The wait events can be turned off during the watch (<see cref="StopWaitsAsync"/>); the lock contention events that
/// came with them then go on in a session of their own.
/// </summary>
public sealed class TargetSession : IAsyncDisposable
{
    private readonly List<EventPipeSession> sessions;
    private readonly DiagnosticsClient client;
    private readonly DateTime since;
    private readonly Action<WatchEvent> sink;
    private readonly PoolWorkerNames workers;
    private Task ended = Task.CompletedTask;
    private Task? waitsReader;
    private long waitsStoppedTicks = long.MaxValue;
    private long eventsLost;
    private string? readFailure;

    private TargetSession(int pid, int? runtimeMajor, WatchProviders providers, List<EventPipeSession> sessions,
        DiagnosticsClient client, DateTime since, Action<WatchEvent> sink)
    {
        ProcessId = pid;
        RuntimeMajor = runtimeMajor;
        Providers = providers;
        this.sessions = sessions;
        this.client = client;
        this.since = since;
        this.sink = sink;
        workers = new PoolWorkerNames(pid);
    }

    public int ProcessId { get; }

    public int? RuntimeMajor { get; }

    public WatchProviders Providers { get; }

    public Task Ended => Volatile.Read(ref ended);

    /// <summary>When the wait events were turned off, from the watch's start, or null while they are on (or never were).</summary>
    public TimeSpan? WaitsStoppedAt => Interlocked.Read(ref waitsStoppedTicks) is var ticks && ticks != long.MaxValue
        ? TimeSpan.FromTicks(ticks) : null;

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

        var target = new TargetSession(pid, runtimeMajor, providers, sessions, client, since, sink);
        var readers = new List<Task> { target.StartReading(sessions[0], null, sink) };
        if (providers.Waits.Count > 0)
        {
            target.waitsReader = target.StartReading(sessions[1], client, target.FromWaitsSession);
            readers.Add(target.waitsReader);
        }

        if (capturePath is not null)
        {
            readers.Add(target.CaptureAsync(sessions[^1], capturePath));
        }

        target.ended = Task.WhenAll(readers);
        return target;
    }

    /// <summary>
    /// Turns the wait events off: first a session with only the contention events starts, then the waits session stops
    /// and its reader drains. Events are taken from the waits session up to the moment the new session was running, and
    /// from the new one after it, so no contention is read twice or lost in between.
    /// </summary>
    /// <returns>
    /// When the waits stopped, from the watch's start; null when there are none to stop, or the new session did not start.
    /// </returns>
    public async Task<TimeSpan?> StopWaitsAsync(CancellationToken cancellationToken)
    {
        if (waitsReader is null || WaitsStoppedAt is not null || waitsReader.IsCompleted)
        {
            return null;
        }

        EventPipeSession contention;
        try
        {
            contention = await client.StartEventPipeSessionAsync(WatchProviders.ContentionOnly, false, 16, cancellationToken)
                .ConfigureAwait(false);
        }
        catch (Exception ex) when (ex is DiagnosticsClientException or IOException or SocketException or TimeoutException
            or OperationCanceledException or UnauthorizedAccessException)
        {
            return null; // the waits stay on: contention must not go unwatched
        }

        var stoppedAt = DateTime.Now - since;
        Interlocked.Exchange(ref waitsStoppedTicks, stoppedAt.Ticks);
        var waits = sessions[1];
        lock (sessions)
        {
            sessions.Add(contention);
        }

        var reader = StartReading(contention, null, e =>
        {
            if (e.At >= stoppedAt)
            {
                sink(e);
            }
        });
        Volatile.Write(ref ended, Task.WhenAll(Ended, reader));
        await StopQuietlyAsync(waits).ConfigureAwait(false);
        await Task.WhenAny(waitsReader, Task.Delay(TimeSpan.FromSeconds(5), CancellationToken.None)).ConfigureAwait(false);
        return stoppedAt;
    }

    /// <summary>Stops the sessions (the target may be gone already) and waits for their readers to drain.</summary>
    public async ValueTask DisposeAsync()
    {
        List<EventPipeSession> all;
        lock (sessions)
        {
            all = [.. sessions];
        }

        foreach (var session in all)
        {
            await StopQuietlyAsync(session).ConfigureAwait(false);
        }

        await Task.WhenAny(Ended, Task.Delay(TimeSpan.FromSeconds(5))).ConfigureAwait(false);
        foreach (var session in all)
        {
            session.Dispose();
        }
    }

    private Task StartReading(EventPipeSession session, DiagnosticsClient? stacksFrom, Action<WatchEvent> to) =>
        Task.Factory.StartNew(() => Read(session, stacksFrom, since, workers, to), CancellationToken.None,
            TaskCreationOptions.LongRunning, TaskScheduler.Default);

    // Once the waits are turned off, their session's waits and contention from that moment on are left to the session
    // that replaced it (or to no one, for the waits).
    private void FromWaitsSession(WatchEvent e)
    {
        if (e is WaitBegan or WaitEnded or ContentionBegan or ContentionEnded && e.At.Ticks >= Interlocked.Read(ref waitsStoppedTicks))
        {
            return;
        }

        sink(e);
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
