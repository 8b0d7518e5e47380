using System.Diagnostics;
using System.Text;
using AsyncLab.Cli;
using AsyncLab.Data.Databases;
using AsyncLab.Data.Postgres;

namespace AsyncLab.Tests.Fixtures;

/// <summary>
/// The built lab running as a child process that a test can signal, kill and watch: what a user's terminal, a CI
/// timeout or the OOM killer does to it. Disposing kills whatever of it is left, so a failed test leaves nothing.
/// </summary>
public sealed class LabChild : IDisposable
{
    private readonly Process process;
    private readonly StringBuilder output = new();
    private readonly StringBuilder error = new();

    private LabChild(Process process) => this.process = process;

    public int Pid => process.Id;

    public string Output
    {
        get
        {
            lock (output)
            {
                return output.ToString();
            }
        }
    }

    public string Error
    {
        get
        {
            lock (error)
            {
                return error.ToString();
            }
        }
    }

    public int ExitCode => process.ExitCode;

    public static LabChild Start(IReadOnlyDictionary<string, string>? environment, params string[] args)
    {
        var start = new ProcessStartInfo("dotnet") { RedirectStandardOutput = true, RedirectStandardError = true, UseShellExecute = false };
        start.ArgumentList.Add(typeof(LabCommandLine).Assembly.Location);
        foreach (var arg in args)
        {
            start.ArgumentList.Add(arg);
        }

        // The lab starts its own server unless a test gives it one: not whatever the test run's environment names.
        start.Environment.Remove(PostgresOptions.ConnectionStringVariable);
        foreach (var (name, value) in environment ?? new Dictionary<string, string>())
        {
            start.Environment[name] = value;
        }

        var child = new LabChild(new Process { StartInfo = start });
        child.process.OutputDataReceived += (_, e) => Append(child.output, e.Data);
        child.process.ErrorDataReceived += (_, e) => Append(child.error, e.Data);
        child.process.Start();
        child.process.BeginOutputReadLine();
        child.process.BeginErrorReadLine();
        return child;
    }

    public void Signal(int signal) => PosixSignals.Send(Pid, signal);

    /// <summary>Waits for the lab to exit; false when it has not within <paramref name="timeout"/>.</summary>
    public async Task<bool> ExitedWithinAsync(TimeSpan timeout)
    {
        using var limit = new CancellationTokenSource(timeout);
        try
        {
            await process.WaitForExitAsync(limit.Token);
            return true;
        }
        catch (OperationCanceledException)
        {
            return false;
        }
    }

    /// <summary>
    /// The lab's own PostgreSQL once it is up: the folder whose owner record names this lab, with a live postmaster.
    /// The database experiment starts it after its SQLite half, so by then that half has finished.
    /// </summary>
    public async Task<(string Folder, int Postmaster)> PostgresUpAsync(TimeSpan timeout)
    {
        var deadline = DateTime.UtcNow + timeout;
        while (DateTime.UtcNow < deadline && !process.HasExited)
        {
            foreach (var folder in Directory.GetDirectories(Path.GetTempPath(), PostgresServer.FolderPrefix + "*"))
            {
                if (LabOwner.ReadFrom(folder)?.ProcessId == Pid && Postmaster.RunningIn(Path.Combine(folder, "data")) is { } postmaster)
                {
                    return (folder, postmaster);
                }
            }

            await Task.Delay(200);
        }

        var exit = process.HasExited ? $"the lab exited with {process.ExitCode}" : "the lab still runs";
        var tail = Output.Length > 3000 ? Output[^3000..] : Output;
        throw new TimeoutException(
            $"the lab's PostgreSQL was not up within {timeout.TotalSeconds:0} s ({exit}); stderr: {Error}; stdout ends: {tail}");
    }

    /// <summary>The lab's server guard: its child whose command line names the folder.</summary>
    public int GuardOf(string folder) =>
        ProcessTable.ChildrenOf(Pid).Single(pid =>
            ProcessTable.CommandLine(pid)?.Contains("asynclab-pg-guard\0" + folder, StringComparison.Ordinal) == true);

    public void Dispose()
    {
        try
        {
            // The lab alone, as a hard kill would: its guard and its servers' parent watch must clean up after it.
            if (!process.HasExited)
            {
                process.Kill();
                process.WaitForExit(TimeSpan.FromSeconds(10));
            }
        }
        catch (InvalidOperationException)
        {
            // already gone
        }

        process.Dispose();
    }

    private static void Append(StringBuilder text, string? line)
    {
        if (line is null)
        {
            return;
        }

        lock (text)
        {
            text.AppendLine(line);
        }
    }
}
