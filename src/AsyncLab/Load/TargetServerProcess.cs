using System.Diagnostics;
using AsyncLab.Children;
using AsyncLab.Liveness;
using AsyncLab.WebTarget;

namespace AsyncLab.Load;

/// <summary>
/// The target server in a child process: the lab's own <c>serve</c> verb on a free port, told the lab's pid so it
/// stops by itself if the lab dies. Disposing kills the whole process tree; so does the lab's exit.
/// </summary>
public sealed class TargetServerProcess : IAsyncDisposable
{
    private static readonly TimeSpan StartTimeout = TimeSpan.FromSeconds(60);

    private readonly Process process;
    private readonly TaskCompletionSource<Uri> listening = new(TaskCreationOptions.RunContinuationsAsynchronously);
    private readonly List<string> errorLines = [];

    private TargetServerProcess(Process process) => this.process = process;

    private Uri? address;

    /// <summary>Where the server listens; set once <see cref="StartAsync(int?, int?, CancellationToken)"/> returns.</summary>
    public Uri Address => address ?? throw new InvalidOperationException("the target server has not started");

    public int ProcessId => process.Id;

    /// <summary>The pool samples the server prints on stdout, readable even while its pool is starved.</summary>
    public PoolSampleStream Samples { get; } = new();

    /// <summary>Set to 0 for the target server, so methods tier up as soon as they are hot; see StartAsync.</summary>
    public const string NoTierUpDelayVariable = "DOTNET_TC_CallCountingDelayMs";

    /// <summary>Starts the server and returns once it answers /health; throws (leaving nothing running) if it does not in time.</summary>
    public static Task<TargetServerProcess> StartAsync(int? minThreads, int? maxThreads, CancellationToken cancellationToken) =>
        StartAsync(minThreads, maxThreads, [], cancellationToken);

    /// <summary>As above, with experiments' rooms turned on (e.g. the /db endpoints over a database the caller seeded).</summary>
    public static async Task<TargetServerProcess> StartAsync(
        int? minThreads, int? maxThreads, IReadOnlyList<RoomLaunch> rooms, CancellationToken cancellationToken)
    {
        // A request cancelled before it began starts no server, rather than one that is killed as soon as it runs.
        cancellationToken.ThrowIfCancellationRequested();
        var start = LabExecutable.Self().StartInfo(ServeCommandLine.ChildArguments(Environment.ProcessId, minThreads, maxThreads, rooms));

        // The server's thread pool is what the experiments observe: it runs with the runtime's own socket completion
        // mode even when the lab's process asked for inline completions for its load driver.
        start.Environment.Remove(SocketCompletionMode.InlineVariable);

        // Tier-up without waiting: the runtime starts counting calls only after 100 ms without new tier-0 code, which a
        // server under constant load (EF Core compiling new paths) keeps putting off, so its code kept improving through
        // the measured runs: SQLite reads at 25 users went from 3,500 to 8,000 req/s over one test's four runs. With the
        // delay at 0 the same test stayed within 5,800–7,800 req/s.
        start.Environment[NoTierUpDelayVariable] = "0";

        // Secrets (a database's password) go by environment, which only the lab's user can read; a command line is
        // visible to every user on the machine.
        foreach (var (name, value) in rooms.SelectMany(r => r.Environment))
        {
            start.Environment[name] = value;
        }

        var server = new TargetServerProcess(new Process { StartInfo = start, EnableRaisingEvents = true });
        try
        {
            await server.LaunchAsync(cancellationToken).ConfigureAwait(false);
            return server;
        }
        catch
        {
            await server.DisposeAsync().ConfigureAwait(false);
            throw;
        }
    }

    public async ValueTask DisposeAsync() => await ChildProcesses.StopAsync(process).ConfigureAwait(false);

    private async Task LaunchAsync(CancellationToken cancellationToken)
    {
        process.OutputDataReceived += (_, e) =>
        {
            if (e.Data is { } text && PoolSample.ParseLine(text) is { } sample)
            {
                Samples.Add(sample);
            }
            else if (e.Data is { } line
                && line.StartsWith(ServeCommandLine.ListeningPrefix, StringComparison.Ordinal)
                && Uri.TryCreate(line[ServeCommandLine.ListeningPrefix.Length..].Trim(), UriKind.Absolute, out var uri))
            {
                listening.TrySetResult(uri);
            }
        };
        process.ErrorDataReceived += (_, e) =>
        {
            if (e.Data is { } line)
            {
                lock (errorLines)
                {
                    errorLines.Add(line);
                }
            }
        };
        process.Exited += (_, _) =>
            listening.TrySetException(new InvalidOperationException("the target server exited before it listened: " + LastError()));
        process.Start();
        ChildProcesses.Track(process);
        process.BeginOutputReadLine();
        process.BeginErrorReadLine();

        using var timeout = CancellationTokenSource.CreateLinkedTokenSource(cancellationToken);
        timeout.CancelAfter(StartTimeout);
        try
        {
            var listeningAt = await listening.Task.WaitAsync(timeout.Token).ConfigureAwait(false);
            await TargetObserver.WaitUntilHealthyAsync(listeningAt, timeout.Token).ConfigureAwait(false);
            address = listeningAt;
        }
        catch (OperationCanceledException) when (!cancellationToken.IsCancellationRequested)
        {
            throw new TimeoutException($"the target server was not ready within {StartTimeout.TotalSeconds:0} s: {LastError()}");
        }
    }

    private string LastError()
    {
        lock (errorLines)
        {
            return errorLines.Count == 0 ? "(nothing on stderr)" : errorLines[^1];
        }
    }
}
