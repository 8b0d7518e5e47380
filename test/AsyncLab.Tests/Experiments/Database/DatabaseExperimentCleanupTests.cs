using System.Text.RegularExpressions;
using AsyncLab.Data.Databases;
using AsyncLab.Data.Postgres;
using AsyncLab.Experiments.Database;
using AsyncLab.Running;
using AsyncLab.Tests.Fixtures;

namespace AsyncLab.Tests.Experiments.Database;

/// <summary>
/// A whole (tiny) run of the experiment: child servers, the SQLite file, and the PostgreSQL server the lab started
/// (including the outage check that stops it) must all be gone afterwards.
/// </summary>
[Integration]
public sealed partial class DatabaseExperimentCleanupTests
{
    [Fact]
    public async Task RunAsync_TinyRun_LeavesNoServerFileOrPostgresBehind()
    {
        string? postgresFolder = null;
        var postgresPort = 0;
        var withPostgres = PostgresBinaries.Locate() is not null && new PostgresOptions().GivenConnectionString is null;
        var settings = DatabaseSettings.For(Profile.Smoke) with
        {
            ConstantSeconds = 0.2,
            // A write the client gives up on is still committed by the server, and then rows exceed the 2xx answers; on a
            // machine busy with the rest of the suite a write can take longer than smoke's 5 s. The run still ends as soon
            // as its requests are answered.
            TimeoutSeconds = 30,
            OutageSeconds = 0.6,
            Seed = SeededDatabase.Plan,
            UserCounts = [4],
            WarmUp = new(0.1, 1),
            Databases = withPostgres ? [DatabaseKind.Sqlite, DatabaseKind.PostgreSql] : [DatabaseKind.Sqlite],
            Postgres = new PostgresOptions
            {
                Server = new PostgresServerOptions { StageReached = stage => (postgresFolder, postgresPort) = (stage.Folder, stage.Port) },
            },
        };
        var context = new ExperimentContext(Profile.Smoke, Path.GetTempPath(), new IgnoreProgress());

        var findings = await DatabaseExperiment.RunAsync(context, settings, CancellationToken.None).WaitAsync(TimeSpan.FromMinutes(2));

        // The last checkpoint (after the last test, or the outage check) already held every measurement.
        Assert.Equal(findings.Measurements.Select(m => m.Variant), context.Checkpoint.Latest?.Measurements.Select(m => m.Variant));
        var sqliteFile = findings.Notes.Select(n => SqliteFileNote().Match(n)).Single(m => m.Success).Groups[1].Value;
        Assert.False(File.Exists(sqliteFile));
        // Other tests start child servers of this process too; this run's are the ones told its database.
        Assert.Empty(ProcessesMentioning(sqliteFile));
        Assert.All(
            findings.Measurements.Where(m =>
                m.Variant.EndsWith("write-sync", StringComparison.Ordinal) || m.Variant.EndsWith("write-async", StringComparison.Ordinal)),
            m => Assert.Equal(1, m.Metrics["rows_match_2xx"]));
        if (withPostgres)
        {
            Assert.NotNull(postgresFolder);
            Assert.False(Directory.Exists(postgresFolder));
            Assert.Empty(ProcessesMentioning(postgresFolder));
            Assert.Empty(ProcessesMentioning($"Port={postgresPort};"));
            Assert.Contains(findings.Measurements, m => m.Variant == "postgresql outage");
            Assert.Contains(findings.Measurements, m => m.Variant == "postgresql read-async");
        }
    }

    // The child servers get their connection string by environment (never on the command line), so look in both.
    private static List<int> ProcessesMentioning(string text) =>
        ProcessTable.Pids().Where(pid => ProcessTable.CommandLine(pid)?.Contains(text, StringComparison.Ordinal) == true
            || ProcessTable.Environment(pid)?.Contains(text, StringComparison.Ordinal) == true).ToList();

    [GeneratedRegex("SQLite file (\\S+);")]
    private static partial Regex SqliteFileNote();

    private sealed class IgnoreProgress : IProgress<ExperimentProgress>
    {
        public void Report(ExperimentProgress value)
        {
        }
    }
}
