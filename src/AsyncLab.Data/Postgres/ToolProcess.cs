using System.Diagnostics;

namespace AsyncLab.Data.Postgres;

/// <summary>
/// Runs initdb, pg_ctl and chown with a time limit, as another user when asked (initdb refuses root).
/// A tool still running at the limit or at cancellation is killed with its children.
/// </summary>
internal static class ToolProcess
{
    public static async Task<ToolResult> RunAsync(
        string file, IReadOnlyList<string> arguments, string? runAsUser, TimeSpan timeout, CancellationToken cancellationToken)
    {
        var start = new ProcessStartInfo(runAsUser is null ? file : RunUser)
        {
            RedirectStandardOutput = true,
            RedirectStandardError = true,
            UseShellExecute = false,
        };
        if (runAsUser is not null)
        {
            foreach (var prefix in new[] { "-u", runAsUser, "--", file })
            {
                start.ArgumentList.Add(prefix);
            }
        }

        foreach (var argument in arguments)
        {
            start.ArgumentList.Add(argument);
        }

        using var process = Process.Start(start) ?? throw new InvalidOperationException($"could not start {file}");
        using var limit = CancellationTokenSource.CreateLinkedTokenSource(cancellationToken);
        limit.CancelAfter(timeout);
        var stdout = process.StandardOutput.ReadToEndAsync(CancellationToken.None);
        var stderr = process.StandardError.ReadToEndAsync(CancellationToken.None);
        try
        {
            await process.WaitForExitAsync(limit.Token);
        }
        catch (OperationCanceledException)
        {
            process.Kill(entireProcessTree: true);
            cancellationToken.ThrowIfCancellationRequested();
            throw new TimeoutException($"{Path.GetFileName(file)} did not finish within {timeout.TotalSeconds:0} s");
        }

        return new ToolResult(process.ExitCode, await stdout + await stderr);
    }

    /// <summary>runuser (util-linux) switches user without a password when run as root.</summary>
    private static string RunUser =>
        new[] { "/usr/sbin/runuser", "/sbin/runuser", "/usr/bin/runuser", "/bin/runuser" }.FirstOrDefault(File.Exists) ?? "runuser";
}
