using AsyncLab.Results;
using AsyncLab.Tests.Fixtures;

namespace AsyncLab.Tests.Experiments.Database;

/// <summary>
/// The lab as a real child process, running the database experiment, hit by real signals once its own PostgreSQL
/// is up (after the SQLite half): it must take its server and folder with it however it goes, and keep what finished.
/// </summary>
[Integration]
public sealed class DatabaseExperimentSignalTests : IDisposable
{
    private static readonly TimeSpan UpWithin = TimeSpan.FromSeconds(180);
    private readonly string output = Directory.CreateTempSubdirectory("asynclab-signal-").FullName;

    public void Dispose() => Directory.Delete(output, recursive: true);

    [PostgresInstalledFact]
    public async Task Run_LabKilledWithSigkill_ServerFolderAndChildrenGoneWithin10Seconds()
    {
        using var lab = LabChild.Start(null, "run", "database", "--profile", "smoke", "--out", output);
        var (folder, postmaster) = await lab.PostgresUpAsync(UpWithin);
        _ = lab.GuardOf(folder); // there is one
        var children = ProcessTable.ChildrenOf(lab.Pid).ToList();

        lab.Signal(PosixSignals.Kill);

        Assert.True(
            await Eventually.WithinAsync(TimeSpan.FromSeconds(10), () => !ProcessTable.IsAlive(postmaster) && !Directory.Exists(folder)),
            $"10 s after SIGKILL: postmaster alive {ProcessTable.IsAlive(postmaster)}, folder there {Directory.Exists(folder)}");
        Assert.True(await Eventually.WithinAsync(TimeSpan.FromSeconds(5), () => !children.Any(ProcessTable.IsAlive)),
            "the lab's children (target server, guard) outlived it: " + string.Join(", ", children.Where(ProcessTable.IsAlive)));
    }

    [CtrlCFact]
    public Task Run_CtrlCDuringPostgresHalf_RemovesItsServerBeforeExitingAndKeepsFinishedTests() =>
        InterruptDuringPostgresHalf(PosixSignals.Interrupt);

    [PostgresInstalledFact]
    public Task Run_SigtermDuringPostgresHalf_RemovesItsServerBeforeExitingAndKeepsFinishedTests() =>
        InterruptDuringPostgresHalf(PosixSignals.Terminate);

    private async Task InterruptDuringPostgresHalf(int signal)
    {
        using var lab = LabChild.Start(null, "run", "database", "--profile", "smoke", "--out", output);
        var (folder, postmaster) = await lab.PostgresUpAsync(UpWithin);
        var guard = lab.GuardOf(folder);

        // The lab is held still while the test checks it is still in the PostgreSQL half (under a loaded test run the
        // smoke half can end before the test gets to signal it, and a finished run exits 0), and the guard is held
        // still, so whatever is gone when the lab has exited, the lab removed itself.
        lab.Signal(PosixSignals.Stop);
        PosixSignals.Send(guard, PosixSignals.Stop);
        try
        {
            Assert.True(Directory.Exists(folder) && ProcessTable.IsAlive(postmaster),
                "the PostgreSQL half ended before the test could signal the lab");
            lab.Signal(signal);
            lab.Signal(PosixSignals.Continue);

            Assert.True(await lab.ExitedWithinAsync(TimeSpan.FromSeconds(60)), "the lab did not exit within 60 s of the signal");
            Assert.False(Directory.Exists(folder), "the folder outlived the lab");
            Assert.False(ProcessTable.IsAlive(postmaster), "the server outlived the lab");
        }
        finally
        {
            if (ProcessTable.IsAlive(lab.Pid))
            {
                lab.Signal(PosixSignals.Continue);
            }

            if (ProcessTable.IsAlive(guard))
            {
                PosixSignals.Send(guard, PosixSignals.Continue);
            }
        }

        Assert.True(lab.ExitCode == 1, $"exit code {lab.ExitCode}; the lab wrote: {lab.Error} " +
                $"{lab.Output[Math.Max(0, lab.Output.Length - 400)..]}");
        var database = Assert.Single(ResultsFile.Read(output).Experiments);
        Assert.Equal(ExperimentStatus.Partial, database.Status);
        Assert.Equal("cancelled while running", database.Error);
        Assert.Contains(database.Measurements, m => m.Variant == "sqlite read-async");
        Assert.Contains(database.Measurements, m => m.Variant == "sqlite write-sync");
        Assert.StartsWith("Partial:", database.Notes[0], StringComparison.Ordinal);
        // The SQLite half finished: the claims it suffices for are judged on it; the bounded-pool claim needs PostgreSQL.
        Assert.NotEqual(Verdict.NotMeasured, database.Claims.Single(c => c.Id == "database.sqlite-async-is-sync").Verdict);
        Assert.Equal(Verdict.NotMeasured, database.Claims.Single(c => c.Id == "database.async-wins-with-bounded-pool").Verdict);
        Assert.True(await Eventually.WithinAsync(TimeSpan.FromSeconds(5), () => !ProcessTable.IsAlive(guard)),
            "the guard outlived its job");
    }
}
