using System.Globalization;
using AsyncLab.Data.Postgres;
using AsyncLab.Load;
using AsyncLab.Results;
using AsyncLab.WebTarget.Database;

namespace AsyncLab.Experiments.Database;

/// <summary>
/// The database goes away mid-test: PostgreSQL is stopped a third of the way into a short async-read load. What
/// should follow is counted errors (503s from the server), a load that ends on time, and a server still answering.
/// </summary>
internal static class OutageCheck
{
    public static async Task<(Measurement Measurement, string Note)> RunAsync(
        TargetServerProcess server, TargetObserver observer, PostgresServer postgres, DatabaseSettings s,
        CancellationToken cancellationToken)
    {
        var target = new Uri(server.Address, $"{DatabaseEndpoints.ReadAsync}?customer={DatabaseSettings.ReadCustomer}");
        var plan = LoadPlan.Constant(target, DatabaseSettings.LowUsers, TimeSpan.FromSeconds(s.OutageSeconds))
            with { RequestTimeout = TimeSpan.FromSeconds(s.TimeoutSeconds) };
        var before = await observer.DatabaseStatsAsync(cancellationToken).ConfigureAwait(false);
        var load = LoadDriver.RunAsync(plan, cancellationToken);
        await Task.Delay(TimeSpan.FromSeconds(s.OutageSeconds / 3), cancellationToken).ConfigureAwait(false);
        await postgres.StopAsync().ConfigureAwait(false);
        var report = await load.ConfigureAwait(false);
        var answers = await observer.AnswersAsync(cancellationToken).ConfigureAwait(false);
        var failures = (await observer.DatabaseStatsAsync(cancellationToken).ConfigureAwait(false)).Failures - before.Failures;
        var metrics = new Dictionary<string, double>
        {
            [MetricNames.Requests] = report.Requests,
            [DatabaseMetrics.Requests2xx.Key] = report.Succeeded,
            [MetricNames.Errors] = report.Errors,
            [MetricNames.Timeouts] = report.Timeouts,
            [DatabaseMetrics.DatabaseFailures.Key] = failures,
            [DatabaseMetrics.ElapsedS.Key] = report.Elapsed.TotalSeconds,
            [DatabaseMetrics.ServerAnswersAfter.Key] = answers ? 1 : 0,
        };
        var parameters = new Dictionary<string, string>
        {
            ["database"] = "postgresql", ["pool"] = DbLoadTest.PoolText(PoolSetting.Article, s),
            ["users"] = DatabaseSettings.LowUsers.ToString(CultureInfo.InvariantCulture),
        };
        var note = DatabaseNotes.OutageCheck(s.OutageSeconds, report.Succeeded, report.Errors, failures, report.Timeouts,
            report.Elapsed.TotalSeconds, answers);
        return (new Measurement("postgresql outage", parameters, metrics), note);
    }
}
