using System.Diagnostics;
using System.Runtime.Versioning;
using AsyncLab.Data.Postgres;
using AsyncLab.Tests.Fixtures;

namespace AsyncLab.Tests.Cli;

/// <summary>
/// At its start a lab removes what labs that have ended left behind (a server and its folder), and never touches
/// what a running lab still uses. Each is checked with a real lab process and a real server.
/// </summary>
[Integration]
public sealed class RunVerbLeftoverTests : IDisposable
{
    private readonly string output = Directory.CreateTempSubdirectory("asynclab-leftovers-").FullName;

    public void Dispose() => Directory.Delete(output, recursive: true);

    [PostgresInstalledFact]
    [SupportedOSPlatform("linux")]
    public async Task Run_ServerLeftByALabThatIsGone_StoppedAndRemovedWithOneLine()
    {
        // In a temp folder of its own (TMPDIR for the lab), so that no other lab started meanwhile sweeps it first;
        // open to others like /tmp, as the server runs as the 'postgres' user when the tests run as root.
        var temp = Path.Combine(output, "tmp");
        Directory.CreateDirectory(temp, (UnixFileMode)0b111_101_101);
        File.SetUnixFileMode(output, (UnixFileMode)0b111_101_101);
        await using var server = await PostgresServer.StartAsync(new PostgresServerOptions { TempRoot = temp });
        var postmaster = Postmaster.RunningIn(Path.Combine(server.Folder, "data"));
        Assert.NotNull(postmaster);
        // As if a lab that has since died had started it (and its guard had died with it): this process's guard
        // waits for this process, which lives on, so only the sweep can act.
        DeadLab().WriteTo(server.Folder);

        using var lab = LabChild.Start(new Dictionary<string, string> { ["TMPDIR"] = temp }, "run", "task-caching", "--profile", "smoke",
            "--out", Path.Combine(output, "run"));

        Assert.True(await lab.ExitedWithinAsync(TimeSpan.FromSeconds(120)));
        Assert.Equal(0, lab.ExitCode);
        var line = Assert.Single(lab.Output.Split('\n'), l => l.Contains(server.Folder, StringComparison.Ordinal));
        Assert.Contains("its server stopped", line, StringComparison.Ordinal);
        Assert.False(Directory.Exists(server.Folder));
        Assert.False(ProcessTable.IsAlive(postmaster.Value));
    }

    [PostgresInstalledFact]
    public async Task Run_BesideARunningLab_LeavesItsServerAndFolderAlone()
    {
        using var first = LabChild.Start(null, "run", "database", "--profile", "smoke", "--out", Path.Combine(output, "first"));
        var (folder, postmaster) = await first.PostgresUpAsync(TimeSpan.FromSeconds(180));

        var second = await LabProcess.RunAsync("run", "task-caching", "--profile", "smoke", "--out", Path.Combine(output, "second"));

        Assert.Equal(0, second.ExitCode);
        Assert.DoesNotContain(folder, second.Output, StringComparison.Ordinal);
        Assert.True(Directory.Exists(folder));
        Assert.True(ProcessTable.IsAlive(postmaster));
        Assert.Equal(first.Pid, LabOwner.ReadFrom(folder)?.ProcessId);

        first.Signal(PosixSignals.Terminate);
        Assert.True(await first.ExitedWithinAsync(TimeSpan.FromSeconds(60)));
        Assert.False(Directory.Exists(folder));
    }

    // A process that has exited; its start time is made up, so that a new process given the same pid is not it either.
    private static LabOwner DeadLab()
    {
        using var process = Process.Start(new ProcessStartInfo("true") { UseShellExecute = false })!;
        process.WaitForExit();
        return new LabOwner(process.Id, 1);
    }
}
