using System.Globalization;
using System.Text.RegularExpressions;
using AsyncLab.Cli;
using AsyncLab.Tests.Fixtures;

namespace AsyncLab.Tests.Cli;

/// <summary><c>load URL --rate R</c> as a user runs it: a child process against a real server.</summary>
[Integration]
public sealed class LoadVerbOpenLoopTests
{
    [Fact]
    public async Task Load_Rate_PrintsTheScheduleAndTheLatencies()
    {
        await using var server = await StallingServer.StartAsync();

        var outcome = await LabProcess.RunAsync("load", server.Address.ToString(), "--rate", "50", "--duration", "1",
            "--max-in-flight", "20");

        Assert.Equal(ExitCodes.Ok, outcome.ExitCode);
        Assert.Contains("open loop, 50 requests/s, at most 20 in flight", outcome.Output, StringComparison.Ordinal);
        Assert.Contains("schedule   50 req/s: 50 due", outcome.Output, StringComparison.Ordinal);
        Assert.Matches(@"(?m)^latency\s+p50", outcome.Output);
        Assert.Matches(@"(?m)^rate (NOT )?sustained", outcome.Output);
        // A cold process may fall behind its first second and leave some due requests unsent; those sent all arrived.
        var sent = long.Parse(Regex.Match(outcome.Output, @"(?m)^requests (\d+):").Groups[1].Value, CultureInfo.InvariantCulture);
        Assert.Equal(sent, server.Requests);
        Assert.InRange(sent, 1, 50);
    }
}
