using System.Diagnostics;
using AsyncLab.Children;
using AsyncLab.Results;
using AsyncLab.Runtimes;
using AsyncLab.Tests.Fixtures;

namespace AsyncLab.Tests.Runtimes;

/// <summary>The parent's side of the child protocol, against shell scripts standing in for children.</summary>
[Integration]
public class RuntimeChildTests
{
    [Fact]
    public async Task RunAsync_ChildWritesResults_OkWithItsRunAndExperiments()
    {
        using var fake = FakeChild.With("""
            echo "[1/1] async-cost: 1/2 sync completion"
            cp "$RESULTS" "$OUT/results.json"
            """, FakeChild.Results("net8.0"));
        var progress = new List<ChildProgressLine>();

        var result = await new RuntimeChild(LabRuntime.Net8, fake.Executable)
            .RunAsync(["async-cost"], "smoke", fake.Output, progress.Add, CancellationToken.None);

        Assert.Equal(RuntimeStatus.Ok, result.Status);
        Assert.Null(result.Error);
        Assert.Equal("net8.0", result.Name);
        Assert.Equal("net8.0", result.Run!.RuntimeName);
        Assert.Equal(80, Assert.Single(Assert.Single(result.Experiments).Measurements).Metrics[MetricNames.AllocatedBytesPerOp]);
        Assert.Equal(0.5, Assert.Single(progress).Fraction, precision: 6);
        Assert.Equal(
            [
                "run", "async-cost", "--profile", "smoke", "--out", fake.Output,
                "--parent-pid", Environment.ProcessId.ToString(System.Globalization.CultureInfo.InvariantCulture)
            ],
            fake.Arguments);
    }

    [Fact]
    public async Task RunAsync_ChildCrashesBeforeWriting_FailedWithTheExitCodeAndItsLastError()
    {
        using var fake = FakeChild.With("""
            echo "Unhandled exception. System.TypeLoadException: boom" >&2
            exit 134
            """);

        var result = await new RuntimeChild(LabRuntime.Net9, fake.Executable)
            .RunAsync(["async-cost"], "smoke", fake.Output, _ => { }, CancellationToken.None);

        Assert.Equal(RuntimeStatus.Failed, result.Status);
        Assert.Contains("134", result.Error, StringComparison.Ordinal);
        Assert.Contains("TypeLoadException: boom", result.Error, StringComparison.Ordinal);
        Assert.Empty(result.Experiments);
    }

    [Fact]
    public async Task RunAsync_ChildFallsSilent_StoppedAndFailedWithTheReason()
    {
        using var fake = FakeChild.With("exec sleep 60");
        var child = new RuntimeChild(LabRuntime.Net8, fake.Executable) { SilenceLimit = TimeSpan.FromSeconds(1) };
        var stopwatch = Stopwatch.StartNew();

        var result = await child.RunAsync(["async-cost"], "smoke", fake.Output, _ => { }, CancellationToken.None);

        Assert.Equal(RuntimeStatus.Failed, result.Status);
        Assert.Contains("printed nothing for 1 s", result.Error, StringComparison.Ordinal);
        Assert.True(stopwatch.Elapsed < TimeSpan.FromSeconds(30), $"took {stopwatch.Elapsed}");
    }

    [Fact]
    public async Task RunAsync_ChildStopsBeforeFinishing_PartialKeepsWhatItWrote()
    {
        using var fake = FakeChild.With("""
            cp "$RESULTS" "$OUT/results.json"
            exit 1
            """, FakeChild.Results("net8.0", finished: false));

        var result = await new RuntimeChild(LabRuntime.Net8, fake.Executable)
            .RunAsync(["async-cost"], "smoke", fake.Output, _ => { }, CancellationToken.None);

        Assert.Equal(RuntimeStatus.Partial, result.Status);
        Assert.Contains("exited with 1 before finishing", result.Error, StringComparison.Ordinal);
        Assert.Single(result.Experiments);
    }

    [Fact]
    public async Task RunAsync_Cancelled_ChildStoppedAndFailed()
    {
        using var fake = FakeChild.With("exec sleep 60");
        using var cancel = new CancellationTokenSource();
        await cancel.CancelAsync();

        var result = await new RuntimeChild(LabRuntime.Net8, fake.Executable) { CancelGrace = TimeSpan.Zero }
            .RunAsync(["async-cost"], "smoke", fake.Output, _ => { }, cancel.Token);

        Assert.Equal(RuntimeStatus.Failed, result.Status);
        Assert.StartsWith("cancelled", result.Error, StringComparison.Ordinal);
    }

    [Fact]
    public async Task RunAsync_CancelledChildStopsByItself_PartialWithWhatItWrote()
    {
        // As a child does on the terminal's Ctrl+C, or on the SIGTERM its parent passes on: it finishes its step, writes its
        // results and exits. The script stops only on that signal, so it cannot finish on its own before the cancel lands,
        // however slow the machine.
        using var fake = FakeChild.With("""
            trap 'cp "$RESULTS" "$OUT/results.json"; exit 0' TERM
            touch "$OUT/ready"
            while true; do sleep 0.05; done
            """, FakeChild.Results("net8.0", finished: false));
        using var cancel = new CancellationTokenSource();

        var running = new RuntimeChild(LabRuntime.Net8, fake.Executable) { CancelGrace = TimeSpan.FromSeconds(30) }
            .RunAsync(["async-cost"], "smoke", fake.Output, _ => { }, cancel.Token);
        Assert.True(await Eventually.WithinAsync(TimeSpan.FromSeconds(30), () => File.Exists(Path.Combine(fake.Output, "ready"))));
        await cancel.CancelAsync();
        var result = await running;

        Assert.Equal(RuntimeStatus.Partial, result.Status);
        Assert.Equal("cancelled", result.Error);
        Assert.Equal("async-cost", Assert.Single(result.Experiments).Id);
    }
}
