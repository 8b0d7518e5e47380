using System.Diagnostics;
using System.Globalization;
using AsyncLab.Children;
using AsyncLab.Liveness;
using AsyncLab.Results;

namespace AsyncLab.Runtimes;

/// <summary>
/// Runs the selected experiments on one more runtime: the child built for it runs the lab's own <c>run</c> into a
/// folder of the parent's run, and the parent reads that results.json back. A child that crashes, or says nothing for
/// <see cref="SilenceLimit"/>, is stopped and becomes a failed runtime with its reason; the run goes on.
/// </summary>
public sealed class RuntimeChild(LabRuntime runtime, LabLaunch launch)
{
    public RuntimeChild(LabRuntime runtime, string executable)
        : this(runtime, new LabLaunch(executable, []))
    {
    }

    /// <summary>Arguments after the child's <c>run</c> arguments (a launch's <c>--launch 2/3</c>).</summary>
    public IReadOnlyList<string> ExtraArguments { get; init; } = [];

    /// <summary>The longest a child may go without printing a progress line (a benchmark case prints several a minute).</summary>
    public TimeSpan SilenceLimit { get; init; } = TimeSpan.FromMinutes(5);

    /// <summary>How long a cancelled run waits for the child to stop by itself before killing it.</summary>
    public TimeSpan CancelGrace { get; init; } = TimeSpan.FromSeconds(15);

    /// <summary>The folder, inside the parent's output, that a runtime's child writes to.</summary>
    public static string OutputFor(string parentDirectory, LabRuntime runtime) => Path.Combine(parentDirectory, "runtimes", runtime.Name);

    public IReadOnlyList<string> Arguments(IReadOnlyList<string> experimentIds, string profile, string outputDirectory)
    {
        List<string> args = ["run", .. experimentIds, "--profile", profile, "--out", outputDirectory, "--parent-pid",
            Environment.ProcessId.ToString(CultureInfo.InvariantCulture), .. ExtraArguments];
        return args;
    }

    public async Task<RuntimeResult> RunAsync(IReadOnlyList<string> experimentIds, string profile, string outputDirectory,
        Action<ChildProgressLine> progress, CancellationToken cancellationToken)
    {
        var start = launch.StartInfo(Arguments(experimentIds, profile, outputDirectory));
        foreach (var (name, value) in runtime.Environment)
        {
            start.Environment[name] = value;
        }

        var errors = new List<string>();
        var lastOutput = Stopwatch.StartNew();
        using var process = new Process { StartInfo = start };
        process.OutputDataReceived += (_, e) =>
        {
            if (e.Data is { } line)
            {
                lastOutput.Restart();
                if (ChildProgressLine.Parse(line) is { } parsed)
                {
                    progress(parsed);
                }
            }
        };
        process.ErrorDataReceived += (_, e) =>
        {
            if (e.Data is { Length: > 0 } line)
            {
                lastOutput.Restart();
                lock (errors)
                {
                    errors.Add(line);
                }
            }
        };

        try
        {
            process.Start();
        }
        catch (System.ComponentModel.Win32Exception ex)
        {
            return Failed($"cannot start {launch.FileName}: {ex.Message}");
        }

        ChildProcesses.Track(process);
        process.BeginOutputReadLine();
        process.BeginErrorReadLine();
        string? stopped = null;
        Stopwatch? cancelled = null;
        try
        {
            while (!process.HasExited)
            {
                if (cancellationToken.IsCancellationRequested)
                {
                    // A terminal's Ctrl+C reaches the child too (the same process group): it stops after its current step
                    // and writes what it finished. Killed at once, it would keep only its last periodic checkpoint.
                    stopped = "cancelled";
                    if (cancelled is null)
                    {
                        // A terminal's Ctrl+C has reached the child already; a signal to this process alone has not.
                        ChildSignal.AskToStop(process);
                    }

                    cancelled ??= Stopwatch.StartNew();
                    if (cancelled.Elapsed < CancelGrace)
                    {
                        await Task.Delay(TimeSpan.FromMilliseconds(250), CancellationToken.None).ConfigureAwait(false);
                        continue;
                    }
                }
                else if (lastOutput.Elapsed > SilenceLimit)
                {
                    stopped = $"the child printed nothing for {SilenceLimit.TotalSeconds:0} s and was stopped";
                }

                if (stopped is not null)
                {
                    process.Kill(entireProcessTree: true);
                    break;
                }

                await Task.Delay(TimeSpan.FromMilliseconds(250), CancellationToken.None).ConfigureAwait(false);
            }

            // Waits for the output readers to drain as well, bounded: a killed child's last lines are not worth a hang.
            using (var drained = new CancellationTokenSource(TimeSpan.FromSeconds(10)))
            {
                try
                {
                    await process.WaitForExitAsync(drained.Token).ConfigureAwait(false);
                }
                catch (OperationCanceledException)
                {
                    // what it wrote so far stands
                }
            }

            // A Ctrl+C reaches the child too, which can stop by itself between two looks of the loop above.
            stopped ??= cancellationToken.IsCancellationRequested ? "cancelled" : null;
        }
        finally
        {
            ChildProcesses.Forget(process);
        }

        return Collect(outputDirectory, stopped, process.HasExited ? process.ExitCode : null, errors);
    }

    /// <summary>What the child left: its results.json, whole or partial, else a failed runtime saying why.</summary>
    public RuntimeResult Collect(string outputDirectory, string? stopped, int? exitCode, IReadOnlyList<string> errors)
    {
        ResultsDocument? document = null;
        string? unreadable = null;
        try
        {
            document = ResultsFile.Read(outputDirectory);
        }
        catch (ResultsFileException ex)
        {
            unreadable = ex.Message;
        }

        var lastError = errors.Count > 0 ? errors[^1] : null;
        if (document is null)
        {
            var why = stopped ?? $"the child exited with {exitCode?.ToString(CultureInfo.InvariantCulture) ?? "no code"}";
            return Failed($"{why}; {lastError ?? unreadable}");
        }

        var finished = stopped is null && document.Run.FinishedUtc is not null;
        var error = finished ? null : stopped ?? $"the child exited with {exitCode?.ToString(CultureInfo.InvariantCulture) ?? "no code"} " +
            $"before finishing{(lastError is null ? string.Empty : ": " + lastError)}";
        return new RuntimeResult(runtime.Name, runtime.Label, runtime.Preview, finished ? RuntimeStatus.Ok : RuntimeStatus.Partial, error,
            document.Run, document.Experiments);
    }

    private RuntimeResult Failed(string error) => new(runtime.Name, runtime.Label, runtime.Preview, RuntimeStatus.Failed, error, null, []);
}
