using System.Diagnostics;
using System.Globalization;
using System.Text.Json;
using AsyncLab.Children;
using AsyncLab.Liveness;

namespace AsyncLab.SideBySide;

/// <summary>
/// Starts one launch of an <c>ab</c> session as a child of the lab (the hidden <c>ab-launch</c> verb), with the side's
/// environment, and reads back the samples it wrote. A child that fails says why in one line; one that prints nothing for
/// <see cref="SilenceLimit"/> is ended, as is every child when the session is cancelled.
/// </summary>
public static class SideBySideChild
{
    public static readonly TimeSpan SilenceLimit = TimeSpan.FromMinutes(3);

    public static async Task<SideBySideSamples> RunAsync(SideBySideLaunchArguments arguments,
        IReadOnlyDictionary<string, string> environment, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(arguments);
        var start = LabExecutable.Self().StartInfo([.. arguments.ToCommandLine(),
            "--parent-pid", Environment.ProcessId.ToString(CultureInfo.InvariantCulture)]);
        foreach (var (name, value) in environment)
        {
            start.Environment[name] = value;
        }

        var errors = new List<string>();
        var lastOutput = Stopwatch.StartNew();
        using var process = new Process { StartInfo = start };
        // The child's step lines only show it is alive; the session prints a line a launch.
        process.OutputDataReceived += (_, _) => lastOutput.Restart();
        process.ErrorDataReceived += (_, e) =>
        {
            lastOutput.Restart();
            if (e.Data is { Length: > 0 } line)
            {
                lock (errors)
                {
                    errors.Add(line);
                }
            }
        };
        process.Start();
        ChildProcesses.Track(process);
        process.BeginOutputReadLine();
        process.BeginErrorReadLine();
        try
        {
            while (!process.HasExited)
            {
                if (cancellationToken.IsCancellationRequested || lastOutput.Elapsed > SilenceLimit)
                {
                    process.Kill(entireProcessTree: true);
                    cancellationToken.ThrowIfCancellationRequested();
                    throw new SideBySideException($"launch {arguments.Launch + 1} of {arguments.Experiment} printed nothing for " +
                        $"{SilenceLimit.TotalMinutes:0} minutes and was stopped");
                }

                await Task.Delay(TimeSpan.FromMilliseconds(200), CancellationToken.None).ConfigureAwait(false);
            }

            // Waits for the output readers to drain as well.
            using var drained = new CancellationTokenSource(TimeSpan.FromSeconds(10));
            try
            {
                await process.WaitForExitAsync(drained.Token).ConfigureAwait(false);
            }
            catch (OperationCanceledException) when (drained.IsCancellationRequested)
            {
                // The process has exited; output still unread after ten seconds is left.
            }
        }
        finally
        {
            ChildProcesses.Forget(process);
        }

        if (process.ExitCode != 0 || !File.Exists(arguments.Output))
        {
            string why;
            lock (errors)
            {
                why = errors.FirstOrDefault()?.Replace("asynclab: ", "", StringComparison.Ordinal) ?? $"exit code {process.ExitCode}";
            }

            throw new SideBySideException($"launch {arguments.Launch + 1} of {arguments.Experiment} failed: {why}");
        }

        await using var file = File.OpenRead(arguments.Output);
        return await JsonSerializer.DeserializeAsync<SideBySideSamples>(file, cancellationToken: cancellationToken).ConfigureAwait(false)
            ?? throw new SideBySideException($"launch {arguments.Launch + 1} of {arguments.Experiment} wrote no samples");
    }
}
