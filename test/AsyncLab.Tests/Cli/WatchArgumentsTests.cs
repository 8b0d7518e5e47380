using AsyncLab.Cli;

namespace AsyncLab.Tests.Cli;

public sealed class WatchArgumentsTests
{
    [Fact]
    public void Request_PidAndCommand_OneLineUsage()
    {
        var error = Assert.Throws<UsageException>(() => WatchArguments.Request(42, ["dotnet", "test"], null));

        Assert.Equal("give -p|--process-id N or -- COMMAND [ARGS], not both", error.Message);
    }

    [Fact]
    public void Request_NeitherPidNorCommand_OneLineUsage()
    {
        Assert.Throws<UsageException>(() => WatchArguments.Request(null, [], null));
    }

    [Theory]
    [InlineData(0)]
    [InlineData(-3)]
    public void Request_PidNotPositive_OneLineUsage(int pid)
    {
        Assert.Throws<UsageException>(() => WatchArguments.Request(pid, [], null));
    }

    [Fact]
    public void Request_OwnPid_OneLineUsage()
    {
        Assert.Throws<UsageException>(() => WatchArguments.Request(Environment.ProcessId, [], null));
    }

    [Theory]
    [InlineData(0)]
    [InlineData(-1)]
    [InlineData(double.NaN)]
    [InlineData(7200)]
    public void Request_DurationOutOfRange_OneLineUsage(double seconds)
    {
        Assert.Throws<UsageException>(() => WatchArguments.Request(42, [], seconds));
    }

    [Fact]
    public void Request_CommandAndDuration_Kept()
    {
        var request = WatchArguments.Request(null, ["dotnet", "test"], 2.5);

        Assert.Equal(["dotnet", "test"], request.Command);
        Assert.Equal(TimeSpan.FromSeconds(2.5), request.Duration);
        Assert.Null(request.ProcessId);
    }

    [Fact]
    public void FailOn_KnownNames_Parsed()
    {
        Assert.Equal(["blocking", "starvation"], WatchArguments.FailOn(" starvation,blocking ").Order(StringComparer.Ordinal));
    }

    [Fact]
    public void FailOn_Nothing_Empty()
    {
        Assert.Empty(WatchArguments.FailOn(null));
    }

    [Fact]
    public void FailOn_UnknownName_OneLineNamingTheKnownOnes()
    {
        var error = Assert.Throws<UsageException>(() => WatchArguments.FailOn("starvation,deadlock"));

        Assert.Equal("--fail-on 'deadlock': unknown; use starvation, blocking, contention, gc-pauses", error.Message);
    }

    [Fact]
    public void ProcessId_NameOfOneProcess_ItsId()
    {
        Assert.Equal(4242, WatchArguments.ProcessId(null, "worker", _ => [4242]));
    }

    [Fact]
    public void ProcessId_NameOfNoProcess_OneLineSayingNoneHasIt()
    {
        var error = Assert.Throws<UsageException>(() => WatchArguments.ProcessId(null, "worker", _ => []));

        Assert.Equal("--name 'worker': no running process has that name", error.Message);
    }

    [Fact]
    public void ProcessId_NameOfSeveralProcesses_OneLineListingTheirIds()
    {
        var error = Assert.Throws<UsageException>(() => WatchArguments.ProcessId(null, "worker", _ => [30, 10, 20]));

        Assert.Equal("--name 'worker': 3 processes have that name (10, 20, 30); give one with -p|--process-id", error.Message);
    }

    [Fact]
    public void ProcessId_NameMatchingTheLabItself_LeavesItOut()
    {
        Assert.Equal(7, WatchArguments.ProcessId(null, "asynclab", _ => [Environment.ProcessId, 7]));
    }

    [Fact]
    public void ProcessId_NameAndId_OneLineSayingNotBoth()
    {
        var error = Assert.Throws<UsageException>(() => WatchArguments.ProcessId(12, "worker", _ => [12]));

        Assert.Equal("give -p|--process-id or -n|--name, not both", error.Message);
    }

    [Fact]
    public void Traces_WithName_OneLineSayingTracesGoAlone()
    {
        var error = Assert.Throws<UsageException>(() => WatchArguments.Traces(["capture.nettrace"], null, [], null, "worker"));

        Assert.Contains("--name", error.Message, StringComparison.Ordinal);
    }
}
