using AsyncLab.Cli;
using AsyncLab.Comparison;
using AsyncLab.Results;
using static AsyncLab.Tests.Fixtures.SpreadRuns;

namespace AsyncLab.Tests.Cli;

/// <summary><c>spread</c> in process: the file it writes, the table it prints, and the one-line refusals.</summary>
public sealed class SpreadVerbExecuteTests : IDisposable
{
    private readonly string directory = Directory.CreateTempSubdirectory("asynclab-spread-execute-").FullName;

    public void Dispose() => Directory.Delete(directory, recursive: true);

    [Fact]
    public void Execute_ThreeRuns_WritesTheSpreadsAndPrintsThemAsATable()
    {
        var runs = new[] { Run("r1", Time("e", "a", 100)), Run("r2", Time("e", "a", 110)), Run("r3", Time("e", "a", 100)) }
            .Select(r => WriteTo(directory, r)).ToList();
        var file = Path.Combine(directory, "out", "mine.json");
        var output = new StringWriter();

        Assert.Equal(ExitCodes.Ok, SpreadVerb.Execute(runs, file, output));

        var spread = Assert.Single(SpreadsFile.Read(file).All, s => s.Experiment is null);
        Assert.Equal((FigureKind.TimePerCall, 3), (spread.Kind, spread.Pairs));
        var lines = output.ToString().Split('\n', StringSplitOptions.RemoveEmptyEntries);
        Assert.Matches(@"^kind\s+experiment\s+spread\s+pairs$", lines[0].TrimEnd());
        Assert.Matches(@"^time per call\s+\(every experiment\)\s+±10 %\s+3$", lines[1].TrimEnd());
        Assert.Matches(@"^time per call\s+e\s+±10 %\s+3$", lines[2].TrimEnd());
        Assert.Contains("from 3 quick runs of the same code (r1, r2, r3; 2026-11-26)", lines[3], StringComparison.Ordinal);
        Assert.Contains($"spreads written to {file}", lines[4], StringComparison.Ordinal);
    }

    [Fact]
    public void Execute_TwoSetsSplitByPlus_EachPairedWithinItselfAndRecordedSo()
    {
        string Write(ResultsDocument run) => WriteTo(directory, run);
        string[] arguments =
        [
            Write(Run("r1", Time("e", "a", 100))), Write(Run("r2", Time("e", "a", 110))), SpreadVerb.SetSeparator,
            Write(Run("r3", Time("e", "a", 300))), Write(Run("r4", Time("e", "a", 330))),
        ];
        var file = Path.Combine(directory, "sets.json");

        Assert.Equal(ExitCodes.Ok, SpreadVerb.Execute(arguments, file, TextWriter.Null));

        var spreads = SpreadsFile.Read(file);
        var spread = Assert.Single(spreads.All, s => s.Experiment is null);
        Assert.Equal((2, 0.1), (spread.Pairs, Math.Round(spread.Spread, 9)));
        Assert.Equal([1, 1, 2, 2], spreads.Origin!.Runs.Select(r => r.Set));
    }

    [Fact]
    public void Execute_ASetOfOneRun_UsageErrorInOneLine()
    {
        string[] arguments =
        [
            WriteTo(directory, Run("r1", Time("e", "a", 1))), WriteTo(directory, Run("r2", Time("e", "a", 1))), SpreadVerb.SetSeparator,
            WriteTo(directory, Run("r3", Time("e", "a", 1)))
        ];

        var error = Assert.Throws<UsageException>(() => SpreadVerb.Execute(arguments, null, TextWriter.Null));

        Assert.Contains("needs two or more runs of the same code; one has 1", error.Message, StringComparison.Ordinal);
        Assert.DoesNotContain('\n', error.Message);
    }

    [Fact]
    public void Execute_OneRun_UsageErrorInOneLine()
    {
        var error = Assert.Throws<UsageException>(() =>
            SpreadVerb.Execute([WriteTo(directory, Run("r1", Time("e", "a", 1)))], null, TextWriter.Null));

        Assert.Contains("two or more runs", error.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void Execute_FolderWithoutResults_ResultsFileErrorNamingIt()
    {
        var empty = Directory.CreateDirectory(Path.Combine(directory, "empty")).FullName;

        var error = Assert.Throws<ResultsFileException>(() => SpreadVerb.Execute([WriteTo(directory, Run("r1", Time("e", "a", 1))), empty],
            Path.Combine(directory, "s.json"), TextWriter.Null));

        Assert.Contains(empty, error.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void Execute_RunsOfDifferentProfiles_RefusedAndNothingWritten()
    {
        var runs = new[] { Run("r1", "quick", "0.1.0", Time("e", "a", 1)), Run("r2", "full", "0.1.0", Time("e", "a", 1)) }
            .Select(r => WriteTo(directory, r))
            .ToList();
        var file = Path.Combine(directory, "s.json");

        Assert.Throws<SpreadsException>(() => SpreadVerb.Execute(runs, file, TextWriter.Null));

        Assert.False(File.Exists(file));
    }

    [Fact]
    public void Execute_OutIsAFolder_UsageError()
    {
        var runs = new[] { Run("r1", Time("e", "a", 1)), Run("r2", Time("e", "a", 1)) }.Select(r => WriteTo(directory, r)).ToList();

        Assert.Contains("is a folder", Assert.Throws<UsageException>(() => SpreadVerb.Execute(runs, directory, TextWriter.Null)).Message,
            StringComparison.Ordinal);
    }
}
