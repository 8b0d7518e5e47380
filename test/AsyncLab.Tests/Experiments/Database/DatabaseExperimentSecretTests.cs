using AsyncLab.Cli;
using AsyncLab.Data.Databases;
using AsyncLab.Results;
using AsyncLab.Tests.Fixtures;
using AsyncLab.WebTarget.Database;
using Npgsql;

namespace AsyncLab.Tests.Experiments.Database;

/// <summary>
/// A whole smoke run of the database experiment in a child lab: the server's password (the lab's own, or the one in a
/// connection string given by ASYNCLAB_POSTGRES) is on no process's command line while it runs, which any user can
/// read, and in nothing the run writes: results.json, the reports, the artifacts, the console.
/// </summary>
[Integration]
public sealed class DatabaseExperimentSecretTests(RunningPostgres given) : IClassFixture<RunningPostgres>, IDisposable
{
    private readonly string output = Directory.CreateTempSubdirectory("asynclab-secret-").FullName;

    public void Dispose() => Directory.Delete(output, recursive: true);

    [PostgresInstalledFact]
    public async Task Run_LabStartsItsServer_PasswordOnNoCommandLineAndInNothingWritten()
    {
        using var lab = LabChild.Start(null, "run", "database", "--profile", "smoke", "--out", output);
        await lab.PostgresUpAsync(TimeSpan.FromSeconds(180));
        var password = await PasswordToldToTargetServerAsync(lab);

        var seenOnCommandLines = await WatchCommandLinesUntilExitAsync(lab, password);

        Assert.True(lab.ExitCode == 0, ExitStory(lab));
        Assert.Empty(seenOnCommandLines);
        AssertNowhereInRun(lab, password);
        Assert.Contains(ResultsFile.Read(output).Experiments[0].Measurements, m => m.Variant == "postgresql read-async");
    }

    [PostgresInstalledFact]
    public async Task Run_ServerGivenByConnectionString_StringOnNoCommandLineAndInNothingWritten()
    {
        var connectionString = given.Server.ConnectionString;
        var password = new NpgsqlConnectionStringBuilder(connectionString).Password!;
        using var lab = LabChild.Start(new Dictionary<string, string> { [PostgresOptions.ConnectionStringVariable] = connectionString },
            "run", "database", "--profile", "smoke", "--out", output);

        var seenOnCommandLines = await WatchCommandLinesUntilExitAsync(lab, password);

        Assert.True(lab.ExitCode == 0, ExitStory(lab));
        Assert.Empty(seenOnCommandLines);
        AssertNowhereInRun(lab, password);
        var database = ResultsFile.Read(output).Experiments[0];
        Assert.Contains(database.Measurements, m => m.Variant == "postgresql read-async");
        Assert.Contains(database.Notes, n => n.Contains($"given by {PostgresOptions.ConnectionStringVariable}", StringComparison.Ordinal));
    }

    // The lab's server's password is known to the lab alone; its target server is told it (by environment) to serve /db.
    private static async Task<string> PasswordToldToTargetServerAsync(LabChild lab)
    {
        string? password = null;
        Assert.True(await Eventually.WithinAsync(TimeSpan.FromSeconds(60), () =>
        {
            password = ProcessTable.ChildrenOf(lab.Pid).Select(ProcessTable.Environment).Select(PasswordIn)
                .FirstOrDefault(p => p is not null);
            return password is not null;
        }), "no target server of the lab was told a PostgreSQL password");
        return password!;
    }

    private static string? PasswordIn(string? environment) =>
        environment?.Split('\0')
                .FirstOrDefault(v => v.StartsWith(DatabaseRoom.ConnectionStringVariable + "=", StringComparison.Ordinal)) is { } variable
            && new NpgsqlConnectionStringBuilder(variable[(DatabaseRoom.ConnectionStringVariable.Length + 1)..]).Password
                is { Length: > 0 } password
            ? password
            : null;

    private static async Task<HashSet<int>> WatchCommandLinesUntilExitAsync(LabChild lab, string password)
    {
        var seen = new HashSet<int>();
        while (!await lab.ExitedWithinAsync(TimeSpan.FromMilliseconds(200)))
        {
            seen.UnionWith(ProcessTable.CommandLinesMentioning(password));
        }

        return seen;
    }

    // What the lab said, for a failure message: an exit code alone does not tell which part of the run went wrong.
    private string ExitStory(LabChild lab)
    {
        var recorded = File.Exists(Path.Combine(output, ResultsFile.FileName))
            ? string.Join("; ",
                ResultsFile.Read(output).Experiments.Select(e => $"{e.Id} {e.Status}: {e.Error} (notes: {string.Join(" | ", e.Notes)})"))
            : "no results.json";
        return $"exit code {lab.ExitCode}; results.json: {recorded}; stderr: {lab.Error}";
    }

    private void AssertNowhereInRun(LabChild lab, string password)
    {
        Assert.DoesNotContain(password, lab.Output, StringComparison.Ordinal);
        Assert.DoesNotContain(password, lab.Error, StringComparison.Ordinal);
        var files = Directory.EnumerateFiles(output, "*", SearchOption.AllDirectories).ToList();
        Assert.Contains(files, f => Path.GetFileName(f) == ResultsFile.FileName);
        Assert.DoesNotContain(files, f => File.ReadAllText(f).Contains(password, StringComparison.Ordinal));
    }
}
