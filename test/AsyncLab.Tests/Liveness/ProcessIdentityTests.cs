using System.Diagnostics;
using AsyncLab.Liveness;

namespace AsyncLab.Tests.Liveness;

public class ProcessIdentityTests
{
    [Fact]
    public void IsAlive_ThisProcess_True() => Assert.True(ProcessIdentity.IsAlive(Environment.ProcessId));

    [Fact]
    public void IsAlive_ExitedProcess_False() => Assert.False(ProcessIdentity.IsAlive(ExitedPid()));

    [Fact]
    public void IsAlive_ExitedButNotReaped_False()
    {
        // The shell starts a short sleep in the background, prints its pid and becomes a long `sleep`, which never reaps it.
        using var parent = Process.Start(new ProcessStartInfo("sh", ["-c", "sleep 1 & echo $!; exec sleep 10"])
        {
            UseShellExecute = false,
            RedirectStandardOutput = true,
        })!;
        try
        {
            var zombie = int.Parse(parent.StandardOutput.ReadLine()!, System.Globalization.CultureInfo.InvariantCulture);
            var deadline = Stopwatch.StartNew();
            while (!File.ReadAllText($"/proc/{zombie}/stat").Contains(") Z ", StringComparison.Ordinal)
                && deadline.Elapsed < TimeSpan.FromSeconds(8))
            {
                Thread.Sleep(10);
            }

            Assert.Contains(") Z ", File.ReadAllText($"/proc/{zombie}/stat"), StringComparison.Ordinal);
            Assert.False(ProcessIdentity.IsAlive(zombie));
        }
        finally
        {
            parent.Kill();
        }
    }

    [Fact]
    public async Task ExitsWithinAsync_ProcessExitsDuringGrace_True()
    {
        // `cat` runs until its input closes, so the test decides when it exits.
        using var target = Process.Start(new ProcessStartInfo("cat") { UseShellExecute = false, RedirectStandardInput = true })!;
        var exits = ProcessIdentity.ExitsWithinAsync(target.Id, TimeSpan.FromSeconds(30));
        Assert.False(exits.IsCompleted);

        target.StandardInput.Close();

        Assert.True(await exits);
    }

    [Fact]
    public async Task ExitsWithinAsync_ProcessRunsPastGrace_False() =>
        Assert.False(await ProcessIdentity.ExitsWithinAsync(Environment.ProcessId, TimeSpan.FromMilliseconds(200)));

    [Fact]
    public void Of_ExitedProcess_Null() => Assert.Null(ProcessIdentity.Of(ExitedPid()));

    [Fact]
    public void IsRunning_ThisProcess_True() => Assert.True(ProcessIdentity.Of(Environment.ProcessId)!.IsRunning);

    [Fact]
    public void IsRunning_ExitedProcess_False()
    {
        var self = ProcessIdentity.Of(Environment.ProcessId)!;

        Assert.False((self with { ProcessId = ExitedPid() }).IsRunning);
    }

    [Fact]
    public void IsRunning_SamePidStartedAtAnotherTime_False()
    {
        var self = ProcessIdentity.Of(Environment.ProcessId)!;
        Assert.NotEqual(0, self.StartTicks); // read from /proc/<pid>/stat

        Assert.False((self with { StartTicks = self.StartTicks + 1 }).IsRunning);
    }

    [Fact]
    public void IsRunning_NoStartTimeKnown_ThePidAloneDecides() =>
        Assert.True(new ProcessIdentity(Environment.ProcessId, 0).IsRunning);

    private static int ExitedPid()
    {
        using var process = Process.Start(new ProcessStartInfo("true") { UseShellExecute = false })!;
        process.WaitForExit();
        return process.Id;
    }
}
