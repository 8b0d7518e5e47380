using AsyncLab.Cli;
using AsyncLab.Scan;
using AsyncLab.Tests.Fixtures;

namespace AsyncLab.Tests.Scan;

/// <summary>scan on its fixture solution, built once (<see cref="ScannedFixture"/>): every seeded site, nothing else.</summary>
[Integration]
public sealed class ScanFixtureTests(ScannedFixture scanned) : IClassFixture<ScannedFixture>
{
    [Fact]
    public void Scan_SeededProject_EverySeededSiteWithItsKindAndContext()
    {
        Assert.True(scanned.Document.Findings.Count > 0, scanned.Outcome.Output + scanned.Outcome.Error);
        var found = scanned.Document.Findings.ToDictionary(f => (f.File, f.Line));

        Assert.All(scanned.Seeded, seeded =>
        {
            Assert.True(found.TryGetValue((seeded.File, seeded.Line), out var finding), $"{seeded.File}:{seeded.Line} not found");
            Assert.Equal(seeded.Kind, ScanText.Kebab(finding.Kind));
            Assert.Equal(seeded.Context, ContextWord(finding.Context));
        });
    }

    [Fact]
    public void Scan_SeededProject_EveryKindSeededTwiceAndNothingUnseeded()
    {
        Assert.All(Enum.GetValues<SiteKind>(),
            kind => Assert.True(scanned.Seeded.Count(s => s.Kind == ScanText.Kebab(kind)) >= 2, $"{kind}"));
        var seeded = scanned.Seeded.Select(s => (s.File, s.Line)).ToHashSet();
        Assert.Empty(scanned.Document.Findings.Where(f => f.File.StartsWith("Seeded/", StringComparison.Ordinal))
            .Where(f => !seeded.Contains((f.File, f.Line))).Select(f => f.Where()));
    }

    [Fact]
    public void Scan_CorrectedTwin_NoFinding()
    {
        Assert.True(scanned.Document.Findings.Count > 0, scanned.Outcome.Output + scanned.Outcome.Error);
        Assert.Empty(scanned.Document.Findings.Where(f => !f.File.StartsWith("Seeded/", StringComparison.Ordinal)).Select(f => f.Where()));
    }

    [Fact]
    public void Scan_FailOnAKindFound_ExitSevenAndTheUsersFilesUntouched()
    {
        Assert.Equal(ExitCodes.ScanFound, scanned.Outcome.ExitCode);
        Assert.Single(scanned.Outcome.Error.Trim().Split('\n'));
        Assert.False(Directory.Exists(Path.Combine(scanned.Solution, "Seeded", "bin")));
        Assert.False(Directory.Exists(Path.Combine(scanned.Solution, "Seeded", "obj")));
    }

    private static string ContextWord(SiteContext context) => context switch
    {
        SiteContext.Request => "request",
        SiteContext.Startup => "start-up",
        _ => context.ToString().ToLowerInvariant(),
    };
}
