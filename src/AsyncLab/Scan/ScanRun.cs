using System.Diagnostics;

namespace AsyncLab.Scan;

/// <summary>
/// One scan: the build with the analyzers, its SARIF logs read, the reports merged into one finding per site, each
/// with its kind's costs, joined with a watch, and filtered by a baseline. Its temporary folder goes with it.
/// </summary>
public static class ScanRun
{
    public static async Task<ScanDocument> RunAsync(ScanRequest request, CancellationToken cancellationToken)
    {
        var started = DateTimeOffset.UtcNow;
        var work = Directory.CreateTempSubdirectory("asynclab-scan-").FullName;
        try
        {
            var sarif = Path.Combine(work, "sarif");
            var clock = Stopwatch.StartNew();
            await ScanBuild.RunAsync(request.Target, work, sarif, cancellationToken).ConfigureAwait(false);
            var buildS = clock.Elapsed.TotalSeconds;
            return Judge(request, SarifLogs.ReadFolder(sarif), work, started, buildS);
        }
        finally
        {
            DeleteQuietly(work);
        }
    }

    /// <summary>The findings of given reports (the part of a scan after its build, which the tests drive directly).</summary>
    public static ScanDocument Judge(ScanRequest request, IReadOnlyList<AnalyzerReport> reports, string generated,
        DateTimeOffset started, double buildS)
    {
        var costs = new SiteCosts(request.Results);
        var findings = Sites.Merge(reports, request.Target.Root, generated, new SourceReader())
            .Select(f => f with { Costs = costs.For(f.Kind) }).ToList();
        if (request.Watch is { } watch)
        {
            findings = [.. WatchSightings.Mark(findings, watch)];
        }

        var known = 0;
        if (request.Baseline is { } baseline)
        {
            var fresh = ScanBaseline.New(findings, baseline);
            known = findings.Count - fresh.Count;
            findings = [.. fresh];
        }

        return new ScanDocument(ScanDocument.CurrentSchema, started, request.Given, buildS, Sites.Order(findings))
        {
            ResultsRun = request.Results?.Run.Id,
            Watch = request.WatchPath,
            Baseline = request.BaselinePath,
            KnownInBaseline = known,
        };
    }

    private static void DeleteQuietly(string folder)
    {
        try
        {
            Directory.Delete(folder, recursive: true);
        }
        catch (Exception ex) when (ex is IOException or UnauthorizedAccessException)
        {
            // A temporary folder left behind costs disk space, not correctness.
        }
    }
}
