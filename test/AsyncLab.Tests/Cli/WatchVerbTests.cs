using System.Text.RegularExpressions;
using AsyncLab.Cli;
using AsyncLab.Load;
using AsyncLab.Tests.Fixtures;
using AsyncLab.Watch.Detectors;
using AsyncLab.Watch.Report;

namespace AsyncLab.Tests.Cli;

/// <summary>
/// The watch verb as a user runs it: attach failures are one line and exit 2; the command form gates on what it finds
/// and leaves no child behind; a stopped watch still writes what it saw.
/// </summary>
[Integration]
public sealed partial class WatchVerbTests : IDisposable
{
    private readonly List<string> scratch = [];

    public void Dispose()
    {
        foreach (var folder in scratch.Where(Directory.Exists))
        {
            Directory.Delete(folder, recursive: true);
        }
    }

    [Theory]
    [InlineData("watch")]
    [InlineData("watch", "--pid", "12", "--", "dotnet")]
    [InlineData("watch", "--pid", "999999999")]
    [InlineData("watch", "--pid", "12", "--fail-on", "deadlock")]
    [InlineData("watch", "--", "no-such-command-for-asynclab")]
    [InlineData("watch", "--pid", "12", "--lab-results", "/no/such/results.json")]
    [InlineData("watch", "--trace", "/no/such/capture.nettrace")]
    [InlineData("watch", "--trace", "/etc/passwd")]
    [InlineData("watch", "--trace", "/etc/passwd", "--pid", "12")]
    [InlineData("watch", "--pid", "12", "--save-trace", "/tmp")]
    public async Task Invoke_BadTarget_OneLineErrorAndExitTwo(params string[] args)
    {
        var outcome = await LabProcess.RunAsync([.. args, "--out", Scratch()]);

        Assert.Equal(ExitCodes.Usage, outcome.ExitCode);
        Assert.Single(outcome.Error.Trim().Split('\n'));
        Assert.DoesNotContain("   at ", outcome.Error, StringComparison.Ordinal);
    }

    [Fact]
    public async Task Invoke_PidOfANonDotnetProcess_OneLineErrorAndExitTwo()
    {
        using var sleeper = System.Diagnostics.Process.Start("sleep", "60");
        try
        {
            var outcome = await LabProcess.RunAsync("watch", "--pid",
                sleeper.Id.ToString(System.Globalization.CultureInfo.InvariantCulture), "--out", Scratch());

            Assert.Equal(ExitCodes.Usage, outcome.ExitCode);
            Assert.Contains("no .NET diagnostics port", outcome.Error, StringComparison.Ordinal);
            Assert.Single(outcome.Error.Trim().Split('\n'));
        }
        finally
        {
            sleeper.Kill();
        }
    }

    [Fact]
    public async Task Invoke_TargetExitsMidWatch_OneLineExitTwoAndWhatWasSeenWritten()
    {
        var folder = Scratch();
        var server = await TargetServerProcess.StartAsync(null, null, CancellationToken.None);
        using var watch = LabChild.Start(null, "watch", "--pid",
            server.ProcessId.ToString(System.Globalization.CultureInfo.InvariantCulture), "--out", folder);
        Assert.True(await Eventually.WithinAsync(TimeSpan.FromSeconds(60), () => watch.Output.Contains(" 2 s ", StringComparison.Ordinal)),
            "the watch did not get going: " + watch.Output + watch.Error);

        await server.DisposeAsync();

        Assert.True(await watch.ExitedWithinAsync(TimeSpan.FromSeconds(30)));
        Assert.Equal(ExitCodes.Usage, watch.ExitCode);
        Assert.Single(watch.Error.Trim().Split('\n'));
        Assert.Contains("exited", watch.Error, StringComparison.Ordinal);
        Assert.Equal(WatchEnd.TargetExited, WatchFile.Read(Path.Combine(folder, WatchFile.FileName)).EndedBy);
    }

    [Fact]
    public async Task Invoke_DurationEndsBeforeTheCommand_ExitsSixNeverZero()
    {
        var folder = Scratch();
        using var watch = LabChild.Start(null, "watch", "--duration", "3", "--out", folder, "--", "dotnet",
            typeof(LabCommandLine).Assembly.Location, "serve", "--port", "0");

        Assert.True(await watch.ExitedWithinAsync(TimeSpan.FromSeconds(90)), "the watch did not end: " + watch.Output + watch.Error);
        Assert.Equal(ExitCodes.WatchEndedBeforeCommand, watch.ExitCode);
        Assert.Contains("before the command finished", watch.Error, StringComparison.Ordinal);
    }

    [Fact]
    public async Task Invoke_StoppedBySigterm_WritesWhatWasSeenAndExitsZero()
    {
        var folder = Scratch();
        await using var server = await TargetServerProcess.StartAsync(null, null, CancellationToken.None);
        using var watch = LabChild.Start(null, "watch", "--pid",
            server.ProcessId.ToString(System.Globalization.CultureInfo.InvariantCulture), "--out", folder);
        Assert.True(await Eventually.WithinAsync(TimeSpan.FromSeconds(60), () => watch.Output.Contains(" 2 s ", StringComparison.Ordinal)),
            "the watch did not get going: " + watch.Output + watch.Error);

        watch.Signal(PosixSignals.Terminate);

        Assert.True(await watch.ExitedWithinAsync(TimeSpan.FromSeconds(30)));
        Assert.Equal(ExitCodes.Ok, watch.ExitCode);
        var document = WatchFile.Read(Path.Combine(folder, WatchFile.FileName));
        Assert.Equal(WatchEnd.Cancelled, document.EndedBy);
        Assert.NotEmpty(document.Processes.Single().Timeline);
    }

    [Fact]
    public async Task Invoke_CommandThatBlocksWithFailOnBlocking_ExitsThreeAndLeavesNoChild()
    {
        // The command is the lab's own target server; the test makes it block by loading its sync-over-async endpoint.
        var folder = Scratch();
        using var watch = LabChild.Start(null, "watch", "--fail-on", "blocking", "--duration", "20", "--out", folder, "--", "dotnet",
            typeof(LabCommandLine).Assembly.Location, "serve", "--port", "0");
        Assert.True(await Eventually.WithinAsync(TimeSpan.FromSeconds(60),
            () => Listening().IsMatch(watch.Output) && watch.Output.Contains("attached to process",
                StringComparison.Ordinal)), "the watch did not get going: " + watch.Output + watch.Error);
        var address = new Uri(Listening().Match(watch.Output).Groups[1].Value);

        await LoadDriver.RunAsync(LoadPlan.Constant(new Uri(address, "/sync-over-async?u=50"), 200,
            TimeSpan.FromSeconds(6)) with { MaxRequests = 100_000 }, CancellationToken.None);

        Assert.True(await watch.ExitedWithinAsync(TimeSpan.FromSeconds(60)));
        Assert.Equal(ExitCodes.WatchFound, watch.ExitCode);
        Assert.Contains("--fail-on: blocking found", watch.Error, StringComparison.Ordinal);
        var document = WatchFile.Read(Path.Combine(folder, WatchFile.FileName));
        var blocking = document.Processes.Single().Verdicts.Single(v => v.Detector == "blocking");
        Assert.Equal(Finding.Found, blocking.Finding);
        // Found with its stacks, the process's wait events were turned off, and the watch said so.
        Assert.True(blocking.Figures.ContainsKey("wait_events_stopped_at_s"), string.Join("; ", blocking.Evidence));
        Assert.Contains("its wait events are off from", watch.Output, StringComparison.Ordinal);
        Assert.All(document.Processes, p => Assert.False(Directory.Exists($"/proc/{p.ProcessId}"),
            $"the command's process {p.ProcessId} outlived the watch"));
    }

    [Fact]
    public async Task Invoke_CommandWithABlockedAndACleanProcess_EachJudgedOnItsOwnEvents()
    {
        // Two target servers under one command: one is loaded on sync-over-async, the other on async at the same time.
        var folder = Scratch();
        var (blockedPort, cleanPort) = (FreePort(), FreePort());
        var lab = typeof(LabCommandLine).Assembly.Location;
        var script = $"dotnet '{lab}' serve --port {blockedPort} & dotnet '{lab}' serve --port {cleanPort} & wait";
        using var watch = LabChild.Start(null, "watch", "--fail-on", "blocking", "--duration", "18", "--keep-waits", "--out", folder,
            "--", "sh", "-c", script);
        Assert.True(await Eventually.WithinAsync(TimeSpan.FromSeconds(60),
            () => Listening().Matches(watch.Output).Count == 2 && AttachedTo().Matches(watch.Output).Count == 2),
            "the watch did not get going: " + watch.Output + watch.Error);
        var blockedPid = AttachedTo().Matches(watch.Output)
            .Select(m => int.Parse(m.Groups[1].Value, System.Globalization.CultureInfo.InvariantCulture))
            .Single(pid => File.ReadAllText($"/proc/{pid}/cmdline").Contains($"\0{blockedPort}\0", StringComparison.Ordinal));

        await Task.WhenAll(LoadAsync(blockedPort, "/sync-over-async?u=50"), LoadAsync(cleanPort, "/async?u=50"));

        Assert.True(await watch.ExitedWithinAsync(TimeSpan.FromSeconds(60)));
        var document = WatchFile.Read(Path.Combine(folder, WatchFile.FileName));
        var blocked = document.Processes.Single(p => p.ProcessId == blockedPid).Verdicts.ToDictionary(v => v.Detector, v => v.Finding);
        var clean = document.Processes.Single(p => p.ProcessId != blockedPid).Verdicts.ToDictionary(v => v.Detector, v => v.Finding);
        // Only blocking is read: starvation's rule is still a whole-watch total, and two loaded servers share the cores.
        Assert.Equal((Finding.Found, Finding.NotSeen), (blocked["blocking"], clean["blocking"]));
        Assert.DoesNotContain(document.Processes.SelectMany(p => p.Verdicts), v => v.Figures.ContainsKey("wait_events_stopped_at_s"));
        Assert.Equal(ExitCodes.WatchFound, watch.ExitCode);
        Assert.Contains($"blocking (process {blockedPid})", watch.Error, StringComparison.Ordinal);
    }

    [Theory]
    [InlineData("/sync-over-async?u=50")]
    [InlineData("/async?u=50")]
    public async Task Invoke_TraceOfASavedCapture_SameVerdictsAndSampledStacksAsTheLiveWatch(string path)
    {
        var folder = Scratch();
        var capture = Path.Combine(folder, "capture.nettrace");
        await using var server = await TargetServerProcess.StartAsync(null, null, CancellationToken.None);
        var pid = server.ProcessId.ToString(System.Globalization.CultureInfo.InvariantCulture);
        using var watch = LabChild.Start(null, "watch", "--pid", pid, "--duration", "14", "--save-trace", capture,
            "--out", Path.Combine(folder, "live"));
        Assert.True(await Eventually.WithinAsync(TimeSpan.FromSeconds(60), () => watch.Output.Contains(" 2 s ", StringComparison.Ordinal)),
            "the watch did not get going: " + watch.Output + watch.Error);
        await LoadDriver.RunAsync(LoadPlan.Constant(new Uri(server.Address, path), 200, TimeSpan.FromSeconds(6))
            with { MaxRequests = 100_000 }, CancellationToken.None);
        Assert.True(await watch.ExitedWithinAsync(TimeSpan.FromSeconds(60)), "the watch did not end: " + watch.Error);

        var replay = await LabProcess.RunAsync("watch", "--trace", capture, "--out", Path.Combine(folder, "replay"));

        Assert.True(replay.ExitCode == ExitCodes.Ok, $"exit {replay.ExitCode}: {replay.Error}");
        var live = WatchFile.Read(Path.Combine(folder, "live", WatchFile.FileName)).Processes.Single();
        var read = WatchFile.Read(Path.Combine(folder, "replay", WatchFile.FileName)).Processes.Single();
        // gc-pauses is left out: a capture in which no GC ran cannot show that GC events were asked for (docs/WATCH.md).
        string[] gate = ["starvation", "blocking", "contention"];
        Assert.Equal(live.Verdicts.Where(v => gate.Contains(v.Detector)).Select(v => (v.Detector, v.Finding)),
            read.Verdicts.Where(v => gate.Contains(v.Detector)).Select(v => (v.Detector, v.Finding)));
        Assert.Equal(server.ProcessId, read.ProcessId);
        var starvation = read.Verdicts.Single(v => v.Detector == "starvation");
        if (starvation.Finding == Finding.Found)
        {
            // The capture's sample profiler events give the verdict the pool threads' stacks, as a live watch samples them.
            Assert.NotEmpty(starvation.Stacks);
            Assert.All(starvation.Stacks, s => Assert.True(s.Sampled));
            Assert.Contains(starvation.Evidence, line => line.StartsWith("pool threads sampled", StringComparison.Ordinal));
            Assert.Equal("GET " + path.Split('?')[0], starvation.Stacks[0].Routes[0].Route);
        }
        else
        {
            Assert.Empty(starvation.Stacks);
        }

        Assert.Equal(path.StartsWith("/sync", StringComparison.Ordinal), starvation.Finding == Finding.Found);
    }

    private static Task<LoadReport> LoadAsync(int port, string path) =>
        LoadDriver.RunAsync(LoadPlan.Constant(new Uri($"http://127.0.0.1:{port}{path}"), 100, TimeSpan.FromSeconds(6))
            with { MaxRequests = 100_000 }, CancellationToken.None);

    private static int FreePort()
    {
        using var listener = new System.Net.Sockets.TcpListener(System.Net.IPAddress.Loopback, 0);
        listener.Start();
        return ((System.Net.IPEndPoint)listener.LocalEndpoint).Port;
    }

    /// <summary>A folder for one watch's output, deleted with the test.</summary>
    private string Scratch()
    {
        var folder = Directory.CreateTempSubdirectory("asynclab-watch-").FullName;
        scratch.Add(folder);
        return folder;
    }

    [GeneratedRegex(@"listening on (http://127\.0\.0\.1:\d+)")]
    private static partial Regex Listening();

    [GeneratedRegex(@"attached to process (\d+)")]
    private static partial Regex AttachedTo();
}
