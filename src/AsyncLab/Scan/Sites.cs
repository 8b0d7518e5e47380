namespace AsyncLab.Scan;

/// <summary>
/// Turns the analyzers' reports into one finding per site: reports on the same line of the same file are one site, whose
/// kind the site's code decides where it can (a wait on a task started for the wait, any other wait on a task) and the
/// rules' kinds otherwise (<see cref="SiteKinds.Precedence"/>). Reports in files the build generated (under its own
/// output folder) and Meziantou's MA0045 on a synchronous call in synchronous code (not a pattern the lab measures) are
/// left out. Paths are relative to the scanned folder, so a project reference's files outside it start with "../".
/// </summary>
public static class Sites
{
    public static IReadOnlyList<ScanFinding> Merge(IEnumerable<AnalyzerReport> reports, string root, string generated,
        SourceReader reader)
    {
        var excluded = Path.TrimEndingDirectorySeparator(Path.GetFullPath(generated)) + Path.DirectorySeparatorChar;
        var findings = new List<ScanFinding>();
        foreach (var site in reports.Where(r => !Path.GetFullPath(r.File).StartsWith(excluded, StringComparison.Ordinal))
            .Where(r => r.RuleId != "MA0045" || Blocks(reader.Read(r)))
            .GroupBy(r => (r.File, r.Line)))
        {
            var ordered = site.OrderBy(r => r.Column).ThenBy(r => r.RuleId, StringComparer.Ordinal).ToList();
            var code = reader.Read(ordered[0]);
            var rules = ordered.Select(r => r.RuleId).Distinct(StringComparer.Ordinal).Order(StringComparer.Ordinal).ToList();
            var first = ordered[0];
            findings.Add(new ScanFinding(KindOf(rules, code), rules, Relative(root, first.File), first.Line, first.Column,
                code.Method, code.Context, first.Message));
        }

        return findings;
    }

    // MA0045 reports every synchronous call with an async twin in synchronous code too; scan keeps the ones that block
    // on a task or sit in an async method, the patterns the lab measures.
    private static bool Blocks(SiteCode code) => code.WaitsOnTask || code.InAsyncMethod;

    public static SiteKind KindOf(IReadOnlyList<string> rules, SiteCode code)
    {
        var kinds = rules.Select(r => SiteKinds.Rules[r]).ToHashSet();
        // What the site does to its caller outranks what its code waits on.
        foreach (var said in new[] { SiteKind.AsyncVoid, SiteKind.FireAndForget, SiteKind.ValueTaskMisuse }.Where(kinds.Contains))
        {
            return said;
        }

        if (code.WaitsOnOffloaded)
        {
            return SiteKind.OffloadThenWait;
        }

        return code.WaitsOnTask ? SiteKind.BlockingWait : SiteKinds.Precedence.First(kinds.Contains);
    }

    /// <summary>Runtime sightings first (most waits first), then request paths, tests, libraries and start-up, then by place.</summary>
    public static IReadOnlyList<ScanFinding> Order(IEnumerable<ScanFinding> findings) =>
    [
        .. findings.OrderByDescending(f => f.SeenAtRuntime.Sum(s => s.Count))
            .ThenBy(f => f.Context)
            .ThenBy(f => f.File, StringComparer.Ordinal)
            .ThenBy(f => f.Line),
    ];

    private static string Relative(string root, string file) =>
        Path.GetRelativePath(root, file).Replace(Path.DirectorySeparatorChar, '/');
}
