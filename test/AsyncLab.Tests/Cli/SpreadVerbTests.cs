using AsyncLab.Results;
using AsyncLab.Comparison;
using AsyncLab.Tests.Fixtures;
using static AsyncLab.Tests.Fixtures.SpreadRuns;

namespace AsyncLab.Tests.Cli;

/// <summary><c>spread</c> and <c>compare --spreads</c> as a user runs them: a real process, its exit code and its errors.</summary>
[Integration]
public sealed class SpreadVerbTests : IDisposable
{
    private readonly string directory = Directory.CreateTempSubdirectory("asynclab-spread-").FullName;

    public void Dispose() => Directory.Delete(directory, recursive: true);

    [Fact]
    public async Task Spread_TwoRuns_PrintsAndWritesTheSpreadsAndExitsZero()
    {
        var (first, second) = TwoRuns("quick", "quick");

        var outcome = await LabProcess.RunAsync("spread", first, second, "--out", Path.Combine(directory, SpreadsFile.FileName));

        Assert.Equal(0, outcome.ExitCode);
        Assert.Contains("time per call", outcome.Output, StringComparison.Ordinal);
        var spreads = SpreadsFile.Read(Path.Combine(directory, SpreadsFile.FileName)).All.ToList();
        Assert.Single(spreads, s => s.Experiment is null);
        Assert.All(spreads, s => Assert.Equal(FigureKind.TimePerCall, s.Kind));
    }

    [Fact]
    public async Task Spread_OneRun_OneLineErrorAndExitTwo()
    {
        var (first, _) = TwoRuns("quick", "quick");

        AssertUsageError(await LabProcess.RunAsync("spread", first));
    }

    [Fact]
    public async Task Spread_FolderWithoutResults_OneLineErrorAndExitTwo()
    {
        var (first, _) = TwoRuns("quick", "quick");

        var outcome = await LabProcess.RunAsync("spread", first, Path.Combine(directory, "no-such-run"));

        AssertUsageError(outcome);
        Assert.Contains("no-such-run", outcome.Error, StringComparison.Ordinal);
    }

    [Fact]
    public async Task Spread_RunsOfDifferentProfiles_OneLineErrorAndExitTwo()
    {
        var (first, second) = TwoRuns("quick", "full");

        var outcome = await LabProcess.RunAsync("spread", first, second, "--out", Path.Combine(directory, "s.json"));

        AssertUsageError(outcome);
        Assert.Contains("different profiles", outcome.Error, StringComparison.Ordinal);
    }

    [Fact]
    public async Task Compare_WithRecordedSpreads_NamesThemAsTheUsers()
    {
        var (first, second) = TwoRuns("quick", "quick");
        var file = Path.Combine(directory, "s.json");
        await LabProcess.RunAsync("spread", first, second, "--out", file);

        var outcome = await LabProcess.RunAsync("compare", first, second, "--out", directory, "--spreads", file);

        Assert.Equal(0, outcome.ExitCode);
        Assert.Contains("the spreads you recorded with asynclab spread in " + file,
            (await File.ReadAllTextAsync(Path.Combine(directory, "compare.md"))).ReplaceLineEndings(" "), StringComparison.Ordinal);
    }

    [Theory]
    [InlineData("garbage")]
    [InlineData(null)]
    public async Task Compare_MalformedOrMissingSpreadsFile_OneLineErrorAndExitTwo(string? content)
    {
        var (first, second) = TwoRuns("quick", "quick");
        var file = Path.Combine(directory, "s.json");
        if (content is not null)
        {
            await File.WriteAllTextAsync(file, content);
        }

        var outcome = await LabProcess.RunAsync("compare", first, second, "--out", directory, "--spreads", file);

        AssertUsageError(outcome);
        Assert.Contains(file, outcome.Error, StringComparison.Ordinal);
    }

    private (string First, string Second) TwoRuns(string firstProfile, string secondProfile) =>
        (WriteTo(directory, Run("r1", firstProfile, "0.1.0", Time("e", "a", 100))),
            WriteTo(directory, Run("r2", secondProfile, "0.1.0", Time("e", "a", 110))));

    private static void AssertUsageError(LabProcess.Outcome outcome)
    {
        Assert.Equal(2, outcome.ExitCode);
        var line = Assert.Single(outcome.Error.Split('\n', StringSplitOptions.RemoveEmptyEntries));
        Assert.StartsWith("asynclab: ", line, StringComparison.Ordinal);
        Assert.DoesNotContain("   at ", outcome.Error, StringComparison.Ordinal);
    }
}
