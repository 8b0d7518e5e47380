using Npgsql;

namespace AsyncLab.Data.Postgres;

public sealed partial class PostgresServer
{
    private static readonly TimeSpan StopTimeout = TimeSpan.FromSeconds(20);

    /// <summary>
    /// Stops the server, keeping the folder: what a database going away mid-test looks like to clients.
    /// Idempotent; never throws.
    /// </summary>
    public async Task StopAsync()
    {
        if (Interlocked.Exchange(ref stopped, 1) == 1 || !started)
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
            if (stop.Succeeded && !IsAlive(pid.Value))
            {
                return;
            }
        }
        catch (Exception failure) when (failure is TimeoutException or InvalidOperationException or System.ComponentModel.Win32Exception)
        {
            // Fall through to the kill: the server must not outlive the lab.
        }

        Kill(pid.Value);
    }

    /// <summary>Stops the server and deletes its folder. Never throws.</summary>
    public async ValueTask DisposeAsync()
    {
        AppDomain.CurrentDomain.ProcessExit -= StopOnProcessExit;
        await StopAsync();
        DeleteFolder();
    }

    private void StopOnProcessExit(object? sender, EventArgs e) => DisposeAsync().AsTask().GetAwaiter().GetResult();

    // pg_ctl start -W returns at once; the postmaster writes its pid file a moment later. Stopping before
    // that moment would leave it running, so wait for the file unless the log says the server already died.
    private async Task<int?> AwaitPostmasterPidAsync()
    {
        var deadline = DateTime.UtcNow + TimeSpan.FromSeconds(5);
        while (DateTime.UtcNow < deadline)
        {
            if (ReadPostmasterPid() is { } pid)
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
                // A process that just died may still be closing files; try again shortly.
                Thread.Sleep(100);
            }
        }
    }
}
