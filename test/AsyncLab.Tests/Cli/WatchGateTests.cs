using AsyncLab.Cli;
using AsyncLab.Watch.Detectors;
using AsyncLab.Watch.Report;

namespace AsyncLab.Tests.Cli;

/// <summary>The watch gate's exit code from a finished watch: what it found, what it could not tell, how it ended.</summary>
public sealed class WatchGateTests
{
    private static readonly IReadOnlySet<string> FailOnBlocking = new HashSet<string> { "blocking" };

    [Fact]
    public void Decide_FoundAndTargetExited_FoundWins()
    {
        var document = Document(WatchEnd.TargetExited, command: null, ("blocking", Finding.Found));

        Assert.Equal(ExitCodes.WatchFound, WatchGate.Decide(document, FailOnBlocking, allowCannotTell: false, "watch.json").ExitCode);
    }

    [Fact]
    public void Decide_NamedDetectorCannotTell_FailsUnlessAllowed()
    {
        var document = Document(WatchEnd.CommandExited, command: ["dotnet", "test"], ("blocking", Finding.CannotTell));

        var (code, why) = WatchGate.Decide(document, FailOnBlocking, allowCannotTell: false, "watch.json");

        Assert.Equal(ExitCodes.CannotTell, code);
        Assert.Contains("--allow-cannot-tell", why, StringComparison.Ordinal);
        Assert.Equal(ExitCodes.Ok, WatchGate.Decide(document, FailOnBlocking, allowCannotTell: true, "watch.json").ExitCode);
    }

    [Fact]
    public void Decide_UnnamedDetectorCannotTell_Passes()
    {
        var document = Document(WatchEnd.CommandExited, command: ["dotnet", "test"], ("gc-pauses", Finding.CannotTell), ("blocking",
            Finding.NotSeen));

        Assert.Equal(ExitCodes.Ok, WatchGate.Decide(document, FailOnBlocking, allowCannotTell: false, "watch.json").ExitCode);
    }

    [Fact]
    public void Decide_DurationEndedACommandsWatch_NeverZero()
    {
        var document = Document(WatchEnd.Duration, command: ["dotnet", "test"], ("blocking", Finding.NotSeen));

        var (code, why) = WatchGate.Decide(document, FailOnBlocking, allowCannotTell: false, "watch.json");

        Assert.Equal(ExitCodes.WatchEndedBeforeCommand, code);
        Assert.Contains("before the command finished", why, StringComparison.Ordinal);
    }

    [Fact]
    public void Decide_DurationEndedAPidWatch_Zero()
    {
        var document = Document(WatchEnd.Duration, command: null, ("blocking", Finding.NotSeen));

        Assert.Equal(ExitCodes.Ok, WatchGate.Decide(document, FailOnBlocking, allowCannotTell: false, "watch.json").ExitCode);
    }

    [Fact]
    public void Decide_TargetExitedWithNothingFound_UsageWithTheProcess()
    {
        var (code, why) = WatchGate.Decide(Document(WatchEnd.TargetExited, command: null, ("blocking", Finding.NotSeen)), FailOnBlocking,
            false, "watch.json");

        Assert.Equal(ExitCodes.Usage, code);
        Assert.Contains("process 1234 exited", why, StringComparison.Ordinal);
    }

    [Fact]
    public void Decide_CommandFailedAndNothingFound_CommandFailed()
    {
        var document = Document(WatchEnd.CommandExited, command: ["dotnet", "test"], ("blocking", Finding.NotSeen));
        document = document with { Target = document.Target with { CommandExitCode = 1 } };

        Assert.Equal(ExitCodes.WatchedCommandFailed, WatchGate.Decide(document, FailOnBlocking, false, "watch.json").ExitCode);
    }

    [Fact]
    public void Decide_OneOfTwoProcessesBlocked_FoundNamesThatProcess()
    {
        var clean = Process(1234, ("blocking", Finding.NotSeen));
        var blocked = Process(5678, ("blocking", Finding.Found));
        var document = Document(WatchEnd.CommandExited, ["dotnet", "test"]) with { Processes = [clean, blocked] };

        var (code, why) = WatchGate.Decide(document, FailOnBlocking, false, "watch.json");

        Assert.Equal(ExitCodes.WatchFound, code);
        Assert.Contains("blocking (process 5678) found", why, StringComparison.Ordinal);
        Assert.DoesNotContain("1234", why, StringComparison.Ordinal);
    }

    [Fact]
    public void Decide_OneOfTwoProcessesCannotTell_FailsUnlessAllowed()
    {
        var document = Document(WatchEnd.CommandExited, ["dotnet", "test"]) with
        {
            Processes = [Process(1234, ("blocking", Finding.NotSeen)), Process(5678, ("blocking", Finding.CannotTell))],
        };

        Assert.Equal(ExitCodes.CannotTell, WatchGate.Decide(document, FailOnBlocking, false, "watch.json").ExitCode);
    }

    [Fact]
    public void Decide_AFinishedCommandsProcessThatLivedInsideItsWarmUp_NeitherFailsNorPasses()
    {
        var judged = Process(1, ("blocking", Finding.NotSeen));
        var shortLived = Process(2, ("blocking", Finding.CannotTell)) with { WithinWarmUp = true };
        var document = new WatchDocument(WatchDocument.CurrentSchema, DateTimeOffset.UnixEpoch, 5, WatchEnd.CommandExited,
            new WatchTarget(["dotnet", "test"], 0), [judged, shortLived], []);

        Assert.Equal(ExitCodes.Ok, WatchGate.Decide(document, FailOnBlocking, allowCannotTell: false, "watch.json").ExitCode);
    }

    [Fact]
    public void Decide_APidWatchEndedInsideTheWarmUp_CannotTell()
    {
        // The process still runs: the watch, not the process, ended too soon to judge it.
        var document = Document(WatchEnd.Duration, null, ("blocking", Finding.CannotTell));
        document = document with { Processes = [document.Processes[0] with { WithinWarmUp = true }] };

        Assert.Equal(ExitCodes.CannotTell, WatchGate.Decide(document, FailOnBlocking, allowCannotTell: false, "watch.json").ExitCode);
    }

    [Fact]
    public void Decide_AProcessOfTheCommandNotWatched_CannotTellUnlessAllowed()
    {
        var document = Document(WatchEnd.CommandExited, ["dotnet", "test"], ("blocking", Finding.NotSeen)) with
        {
            Unwatched = [new UnwatchedProcess(4321, "no diagnostics port")],
        };

        var (code, why) = WatchGate.Decide(document, FailOnBlocking, false, "watch.json");

        Assert.Equal(ExitCodes.CannotTell, code);
        Assert.Contains("process 4321: no diagnostics port", why, StringComparison.Ordinal);
        Assert.Equal(ExitCodes.Ok, WatchGate.Decide(document, FailOnBlocking, allowCannotTell: true, "watch.json").ExitCode);
        Assert.Equal(ExitCodes.Ok, WatchGate.Decide(document, new HashSet<string>(), false, "watch.json").ExitCode);
    }

    [Fact]
    public void Decide_ReadFailedWithNothingFound_Usage()
    {
        var (code, why) = WatchGate.Decide(Document(WatchEnd.ReadFailed, command: null, ("blocking", Finding.NotSeen)), FailOnBlocking,
            false, "watch.json");

        Assert.Equal(ExitCodes.Usage, code);
        Assert.Contains("could not read", why, StringComparison.Ordinal);
    }

    private static WatchDocument Document(WatchEnd ended, IReadOnlyList<string>? command, params (string Detector,
        Finding Finding)[] verdicts) =>
        new(WatchDocument.CurrentSchema, DateTimeOffset.UnixEpoch, 5, ended, new WatchTarget(command, command is null ? null : 0),
            [Process(1234, verdicts)], []);

    private static WatchedProcess Process(int pid, params (string Detector, Finding Finding)[] verdicts) =>
        new(pid, 10, [], 0, [.. verdicts.Select(v => new DetectorVerdict(v.Detector, v.Finding, "rule", [],
            new Dictionary<string, double>(), null, "fix", null, []))], []);
}
