using System.Collections.Concurrent;
using System.Diagnostics;
using AsyncLab.Liveness;
using AsyncLab.Watch.Detectors;
using AsyncLab.Watch.Report;
using AsyncLab.Watch.Session;

namespace AsyncLab.Watch;

/// <summary>
/// One watch: attach (to the process, or to each .NET process the command starts), feed each process's events to its
/// own detectors, print a line a second per process and each verdict that changes, and stop at the duration, Ctrl+C,
/// when the target or command exits, or when a process's events cannot be read.
/// </summary>
public sealed class WatchRun
{
    private static readonly TimeSpan Tick = TimeSpan.FromMilliseconds(250);

    // How long a target whose diagnostics stream ended may take to exit before the watch says it stopped sending.
    private static readonly TimeSpan ExitGrace = TimeSpan.FromSeconds(5);

    private readonly WatchRequest request;
    private readonly IWatchView console;
    private readonly List<(TargetSession Session, Watcher Watcher)> watched = [];
    private readonly List<UnwatchedProcess> unwatched = [];
    private readonly DateTime since = DateTime.Now;
    private readonly Stopwatch clock = Stopwatch.StartNew();
    private readonly Dictionary<int, Task> sampling = [];
    private readonly Dictionary<int, Task<TimeSpan?>> stoppingWaits = [];
    private readonly ConcurrentQueue<(int Pid, TimeSpan? At)> waitsStopped = new();

    private WatchRun(WatchRequest request, IWatchView view)
    {
        this.request = request;
        console = view;
    }

    /// <summary>
    /// Watches until an end; attach failures throw <see cref="WatchAttachException"/> (the target, if started, is killed).
    /// </summary>
    public static async Task<WatchDocument> RunAsync(WatchRequest request, IWatchView view, CancellationToken cancellationToken)
    {
        var run = new WatchRun(request, view);
        var startedUtc = DateTimeOffset.UtcNow;
        CommandTarget? command = null;
        WatchEnd end;
        int? commandExitCode = null;
        try
        {
            if (request.ProcessId is { } pid)
            {
                EnsureRunning(pid);
                await run.AttachAsync(pid, cancellationToken).ConfigureAwait(false);
            }
            else
            {
                command = CommandTarget.Start(request.Command);
            }

            end = await run.LoopAsync(command, cancellationToken).ConfigureAwait(false);
            commandExitCode = end == WatchEnd.CommandExited ? command!.ExitCode : null;
        }
        catch (OperationCanceledException) when (cancellationToken.IsCancellationRequested)
        {
            end = WatchEnd.Cancelled; // Ctrl+C while attaching: what was seen (perhaps nothing) is still written
        }
        finally
        {
            // A sampling under way is let finish (it lasts a second), so its stacks land in the verdict.
            await Task.WhenAny(Task.WhenAll(run.sampling.Values.Concat(run.stoppingWaits.Values)),
                Task.Delay(TimeSpan.FromSeconds(15), CancellationToken.None)).ConfigureAwait(false);
            foreach (var (session, watcher) in run.watched)
            {
                // Stopping drains what the runtime still buffered; only then is the loss count known.
                await session.DisposeAsync().ConfigureAwait(false);
                watcher.CountLost(session.EventsLost);
            }

            if (command is not null)
            {
                await command.DisposeAsync().ConfigureAwait(false);
            }
        }

        var elapsed = run.clock.Elapsed;
        var target = new WatchTarget(request.ProcessId is null ? request.Command : null, commandExitCode);
        return new WatchDocument(
            WatchDocument.CurrentSchema,
            startedUtc,
            Math.Round(elapsed.TotalSeconds, 1),
            end,
            target,
            [.. run.watched.Select(w => w.Watcher.Report(w.Session.ProcessId, w.Session.RuntimeMajor, elapsed))],
            run.unwatched)
        {
            WarmUpS = request.WarmUp.TotalSeconds,
        };
    }

    /// <summary>Each flag of <paramref name="signals"/> as watch.json names it.</summary>
    public static IReadOnlyList<string> SignalNames(WatchSignals signals) =>
        [.. Enum.GetValues<WatchSignals>()
            .Where(s => s != WatchSignals.None && signals.HasFlag(s))
            .Select(s => System.Text.Json.JsonNamingPolicy.KebabCaseLower.ConvertName(s.ToString()))];

    private async Task<WatchEnd> LoopAsync(CommandTarget? command, CancellationToken cancellationToken)
    {
        var nextLine = TimeSpan.FromSeconds(1);
        while (true)
        {
            if (cancellationToken.IsCancellationRequested)
            {
                return WatchEnd.Cancelled;
            }

            if (request.Duration is { } duration && clock.Elapsed >= duration)
            {
                return WatchEnd.Duration;
            }

            if (watched.FirstOrDefault(w => w.Session.ReadFailure is not null) is { Session: { } failed })
            {
                console.Note(failed.ReadFailure!);
                return WatchEnd.ReadFailed;
            }

            if (command is null && watched[0].Session.Ended.IsCompleted)
            {
                // A runtime that shuts down closes its diagnostics stream before the process is gone, so an ended stream
                // is read as the target's exit when the process follows within a short grace.
                var exited = await ProcessIdentity.ExitsWithinAsync(watched[0].Session.ProcessId, ExitGrace).ConfigureAwait(false);
                return exited ? WatchEnd.TargetExited : WatchEnd.StreamEnded;
            }

            if (command is not null && await FollowAsync(command, cancellationToken).ConfigureAwait(false) is { } ended)
            {
                return ended;
            }

            if (clock.Elapsed >= nextLine)
            {
                foreach (var (session, watcher) in watched.Where(w => !w.Session.Ended.IsCompleted))
                {
                    var verdicts = watcher.Judge(clock.Elapsed);
                    console.Second(session.ProcessId, watcher.Sample(clock.Elapsed), verdicts);
                    SampleOnStarvation(session.ProcessId, watcher, verdicts, cancellationToken);
                    StopWaitsOnBlocking(session, watcher, verdicts, cancellationToken);
                }

                NoteStoppedWaits();

                nextLine += TimeSpan.FromSeconds(1);
            }

            try
            {
                await Task.Delay(Tick, cancellationToken).ConfigureAwait(false);
            }
            catch (OperationCanceledException)
            {
                return WatchEnd.Cancelled;
            }
        }
    }

    // Attaches to the command's new .NET processes; says when the command has exited.
    private async Task<WatchEnd?> FollowAsync(CommandTarget command, CancellationToken cancellationToken)
    {
        var exited = command.HasExited;
        var seen = watched.Select(w => w.Session.ProcessId).Concat(unwatched.Select(u => u.ProcessId)).ToHashSet();
        foreach (var pid in command.DotnetProcesses().Where(p => !seen.Contains(p)).ToList())
        {
            try
            {
                await AttachAsync(pid, cancellationToken).ConfigureAwait(false);
            }
            catch (WatchAttachException ex) when (ProcessTree.IsProcess(pid))
            {
                // Tried once: a process that refused the first attach is named in watch.json, and a gate cannot pass it.
                unwatched.Add(new UnwatchedProcess(pid, ex.Message));
                console.Note($"process {pid} of the command not watched: {ex.Message}");
            }
            catch (WatchAttachException)
            {
                // it exited before the attach: nothing of it ran under the watch long enough to be missed
            }
        }

        if (exited)
        {
            return watched.Count > 0 ? WatchEnd.CommandExited
                : throw new WatchAttachException(
                    $"the command exited (code {command.ExitCode}) before any .NET process of it could be watched");
        }

        return watched.Count == 0 && clock.Elapsed > WatchRequest.FirstProcessLimit
            ? throw new WatchAttachException(
                $"the command (pid {command.ProcessId}) started no .NET process " +
                $"within {WatchRequest.FirstProcessLimit.TotalSeconds:0} s")
            : null;
    }

    // Once starvation is found in a process, its pool threads' stacks are sampled once, briefly: the only way to name
    // Thread.Sleep or synchronous I/O, which raise no wait event. The result lands in the starvation verdict.
    private void SampleOnStarvation(int pid, Watcher watcher, IReadOnlyList<DetectorVerdict> verdicts, CancellationToken cancellationToken)
    {
        if (!sampling.ContainsKey(pid) && verdicts.Any(v => v.Detector == "starvation" && v.Finding == Finding.Found))
        {
            sampling[pid] = Task.Run(
                async () => watcher.Observe(await StackSampler.SampleAsync(pid, since, cancellationToken).ConfigureAwait(false)),
                CancellationToken.None);
        }
    }

    // Once blocking is found in a process, with the stacks that say where, its wait events are turned off (unless
    // --keep-waits): the runtime raising one for every wait is most of what the watch costs a process that blocks.
    private void StopWaitsOnBlocking(TargetSession session, Watcher watcher, IReadOnlyList<DetectorVerdict> verdicts,
        CancellationToken cancellationToken)
    {
        if (request.KeepWaits || stoppingWaits.ContainsKey(session.ProcessId) || !watcher.WaitsCanStop(verdicts))
        {
            return;
        }

        stoppingWaits[session.ProcessId] = Task.Run(
            async () =>
            {
                var at = await session.StopWaitsAsync(cancellationToken).ConfigureAwait(false);
                if (at is { } stoppedAt)
                {
                    watcher.WaitsStopped(stoppedAt);
                }

                waitsStopped.Enqueue((session.ProcessId, at));
                return at;
            },
            CancellationToken.None);
    }

    // The view is told on the watch's own loop, not from the task that turned the waits off.
    private void NoteStoppedWaits()
    {
        while (waitsStopped.TryDequeue(out var stopped))
        {
            var pid = stopped.Pid;
            console.Note(stopped.At is { } at
                ? string.Create(System.Globalization.CultureInfo.InvariantCulture,
                    $"process {pid}: blocking found with its stacks; its wait events are off from {at.TotalSeconds:0.0} s") +
                    " (--keep-waits keeps them on)"
                : $"process {pid}: blocking found, but its wait events could not be turned off; they stay on");
        }
    }

    private async Task AttachAsync(int pid, CancellationToken cancellationToken)
    {
        var watcher = new Watcher(clock.Elapsed, request.WarmUp);
        var session = await TargetSession.AttachAsync(pid, since, watcher.Observe, cancellationToken, request.CapturePathFor(pid))
            .ConfigureAwait(false);
        watcher.UseSignals(session.Providers.Signals);
        watched.Add((session, watcher));
        console.Attached(session);
    }

    private static void EnsureRunning(int pid)
    {
        try
        {
            using var process = Process.GetProcessById(pid);
            if (process.HasExited)
            {
                throw new WatchAttachException($"process {pid} has exited");
            }
        }
        catch (ArgumentException)
        {
            throw new WatchAttachException($"no process with id {pid}");
        }
    }
}
