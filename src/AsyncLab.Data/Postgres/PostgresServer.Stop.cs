using AsyncLab.Liveness;
using Npgsql;

namespace AsyncLab.Data.Postgres;

public sealed partial class PostgresServer
{
    private static readonly TimeSpan StopTimeout = TimeSpan.FromSeconds(20);

    // How long the process's exit waits for a clean-up already under way (Ctrl+C, SIGTERM) before it exits anyway;
    // the guard finishes whatever is left.
    private static readonly TimeSpan ExitPatience = TimeSpan.FromSeconds(30);

    /// <summary>
    /// Stops the server, keeping the folder: what a database going away mid-test looks like to clients.
    /// Idempotent, and every caller waits for the one stop; never throws.
    /// </summary>
    public Task StopAsync()
    {
        lock (gate)
        {
            return stopping ??= Task.Run(StopCoreAsync);
        }
    }

    /// <summary>
    /// Stops the server, deletes its folder and ends the guard. Every caller (the experiment, the process's exit)
    /// waits for the same clean-up, so the process cannot exit half-way through it. Never throws.
    /// </summary>
    public ValueTask DisposeAsync()
    {
        lock (gate)
        {
            return new ValueTask(disposal ??= Task.Run(DisposeCoreAsync));
        }
    }

    private async Task DisposeCoreAsync()
    {
        await StopAsync();
        DeleteFolder();
        guard?.Dispose();

        // Only now: a process exiting while this clean-up runs must still find its handler, and wait for it.
        AppDomain.CurrentDomain.ProcessExit -= StopOnProcessExit;
    }

    private async Task StopCoreAsync()
    {
        if (!started)
        {
            return;
        }

        using (var pooled = new NpgsqlConnection(ConnectionString))
        {
            NpgsqlConnection.ClearPool(pooled);
        }

        var pid = postmasterPid ?? await AwaitPostmasterPidAsync();
        if (pid is null)
        {
            return;
        }

        try
        {
            var stop = await ToolProcess.RunAsync(binaries.PgCtl, ["-D", DataDirectory, "stop", "-m", "fast", "-w", "-t", "10"],
                runAsUser, StopTimeout, CancellationToken.None);
            if (stop.Succeeded && !ProcessIdentity.IsAlive(pid.Value))
            {
                return;
            }
        }
        catch (Exception failure) when (failure is TimeoutException or InvalidOperationException or System.ComponentModel.Win32Exception)
        {
            // Fall through to the kill: the server must not outlive the lab.
        }

        // Only a process that is still this folder's server: its pid may since have gone to another process.
        if (Postmaster.RunningIn(DataDirectory) is { } live)
        {
            Postmaster.Kill(live);
        }
    }

    // Ctrl+C and SIGTERM end the run while the experiment may still be cleaning up on another thread: wait for it.
    private void StopOnProcessExit(object? sender, EventArgs e) => DisposeAsync().AsTask().Wait(ExitPatience);

    // pg_ctl start --no-wait returns at once; the postmaster writes its pid file a moment later. Stopping before
    // that moment would leave it running, so wait for the file unless the log says the server already died.
    private async Task<int?> AwaitPostmasterPidAsync()
    {
        var deadline = DateTime.UtcNow + TimeSpan.FromSeconds(5);
        while (DateTime.UtcNow < deadline)
        {
            if (Postmaster.ReadPid(DataDirectory) is { } pid)
            {
                return pid;
            }

            if (ServerDied())
            {
                return null;
            }

            await Task.Delay(TimeSpan.FromMilliseconds(20));
        }

        return null;
    }

    private void DeleteFolder()
    {
        for (var attempt = 0; attempt < 3 && Directory.Exists(Folder); attempt++)
        {
            try
            {
                Directory.Delete(Folder, recursive: true);
            }
            catch (Exception failure) when (failure is IOException or UnauthorizedAccessException)
            {
                // A process that just died may still be closing files; try again shortly (and the guard tries after us).
                Thread.Sleep(100);
            }
        }
    }
}
