namespace AsyncLab.Scan;

/// <summary>
/// --baseline: the findings a previous scan did not have. A finding is known by its kind, file and method rather than
/// its line, so that an edit above a site does not make it new; a method with more sites of a kind than the baseline
/// had gets the excess as new (the later ones by line).
/// </summary>
public static class ScanBaseline
{
    public static IReadOnlyList<ScanFinding> New(IReadOnlyList<ScanFinding> findings, ScanDocument baseline)
    {
        var known = baseline.Findings.GroupBy(Key).ToDictionary(g => g.Key, g => g.Count());
        var fresh = new List<ScanFinding>();
        foreach (var finding in findings.OrderBy(f => f.File, StringComparer.Ordinal).ThenBy(f => f.Line))
        {
            var key = Key(finding);
            if (known.TryGetValue(key, out var left) && left > 0)
            {
                known[key] = left - 1;
            }
            else
            {
                fresh.Add(finding);
            }
        }

        return fresh;
    }

    private static (SiteKind, string, string) Key(ScanFinding finding) => (finding.Kind, finding.File, finding.Method);
}
