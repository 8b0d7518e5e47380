using System.Diagnostics;
using AsyncLab.Cli;
using AsyncLab.Load;
using AsyncLab.Tests.Fixtures;

namespace AsyncLab.Tests.Cli;

/// <summary>The serve and load verbs: bad values are one line and exit 2; a server started by a process that dies stops too.</summary>
[Integration]
public sealed class ServeAndLoadVerbTests
{
    [Theory]
    [InlineData("load", "not-a-url")]
    [InlineData("load", "ftp://127.0.0.1/x")]
    [InlineData("load", "http://127.0.0.1:9/", "--users", "0")]
    [InlineData("load", "http://127.0.0.1:9/", "--users", "5000")]
    [InlineData("load", "http://127.0.0.1:9/", "--duration", "-1")]
    [InlineData("load", "http://127.0.0.1:9/", "--warmup", "-2")]
    [InlineData("load", "http://127.0.0.1:9/", "--ramp", "10:x:1:50")]
    [InlineData("load", "http://127.0.0.1:9/", "--ramp", "50:10:1:10")]
    [InlineData("load", "http://127.0.0.1:9/", "--rate", "0")]
    [InlineData("load", "http://127.0.0.1:9/", "--rate", "-5")]
    [InlineData("load", "http://127.0.0.1:9/", "--rate", "lots")]
    [InlineData("load", "http://127.0.0.1:9/", "--rate", "1e9")]
    [InlineData("load", "http://127.0.0.1:9/", "--rate", "100", "--users", "5")]
    [InlineData("load", "http://127.0.0.1:9/", "--rate", "100", "--max-in-flight", "0")]
    [InlineData("load", "http://127.0.0.1:9/", "--max-in-flight", "10")]
    [InlineData("serve", "--max-threads", "1")]
    [InlineData("serve", "--min-threads", "0")]
    [InlineData("serve", "--host", "not-an-address")]
    [InlineData("serve", "--port", "70000")]
    public async Task Invoke_BadValue_OneLineErrorAndExitTwo(params string[] args)
    {
        var outcome = await LabProcess.RunAsync(args);

        Assert.Equal(ExitCodes.Usage, outcome.ExitCode);
        Assert.Single(outcome.Error.Trim().Split('\n'));
        Assert.DoesNotContain("   at ", outcome.Error, StringComparison.Ordinal);
    }

    [Fact]
    public async Task Load_StoppedBySigtermWithRequestsInFlight_OneLineErrorAndExitOne()
    {
        // Each request holds the target 5 s, so the signal always finds requests in flight, which it cuts short.
        await using var server = await TargetServerProcess.StartAsync(null, null, CancellationToken.None);
        var url = new Uri(server.Address, "/async?u=2500").ToString();
        using var load = LabChild.Start(null, "load", url, "--users", "4", "--duration", "60");
        Assert.True(await Eventually.WithinAsync(TimeSpan.FromSeconds(60), () => load.Output.Contains("load: ", StringComparison.Ordinal)),
            "the load did not start: " + load.Output + load.Error);
        await Task.Delay(TimeSpan.FromSeconds(1));

        load.Signal(PosixSignals.Terminate);

        Assert.True(await load.ExitedWithinAsync(TimeSpan.FromSeconds(30)));
        Assert.Equal(ExitCodes.ExperimentFailed, load.ExitCode);
        Assert.DoesNotContain("   at ", load.Error, StringComparison.Ordinal);
        Assert.Contains("load: stopped", load.Error, StringComparison.Ordinal);
    }

    [Fact]
    public async Task Serve_ParentProcessDies_ServerStops()
    {
        using var parent = Process.Start(new ProcessStartInfo("sleep", "600") { UseShellExecute = false })!;
        var start = new ProcessStartInfo("dotnet") { RedirectStandardOutput = true, UseShellExecute = false };
        foreach (var arg in new[]
        {
            typeof(LabCommandLine).Assembly.Location, "serve", "--port", "0",
            "--parent-pid", parent.Id.ToString(System.Globalization.CultureInfo.InvariantCulture)
        })
        {
            start.ArgumentList.Add(arg);
        }

        using var server = Process.Start(start)!;
        try
        {
            var first = await server.StandardOutput.ReadLineAsync().WaitAsync(TimeSpan.FromSeconds(60));
            Assert.StartsWith("listening on http://127.0.0.1:", first, StringComparison.Ordinal);

            parent.Kill();
            await server.WaitForExitAsync().WaitAsync(TimeSpan.FromSeconds(60));

            Assert.True(server.HasExited);
        }
        finally
        {
            if (!server.HasExited)
            {
                server.Kill(entireProcessTree: true);
            }
        }
    }
}
