using AsyncLab.Durations;
using AsyncLab.Results;

namespace AsyncLab.Tests.Durations;

public sealed class PreviousRunsTests : IDisposable
{
    private readonly string results = Directory.CreateTempSubdirectory("asynclab-previous-").FullName;

    public void Dispose() => Directory.Delete(results, recursive: true);

    [Fact]
    public void Beside_SiblingRunsOneMalformed_ReadsTheGoodOnesAndPassesOverTheOther()
    {
        ResultsFile.Write(Path.Combine(results, "20260101-000000"), Document("20260101-000000"));
        ResultsFile.Write(Path.Combine(results, "reused"), Document("reused"));
        Directory.CreateDirectory(Path.Combine(results, "broken"));
        File.WriteAllText(Path.Combine(results, "broken", ResultsFile.FileName), "{ half a file");

        var runs = PreviousRuns.Beside(Path.Combine(results, "reused"));

        Assert.Equal(["reused", "20260101-000000"], runs.Select(r => r.Run.Id));
    }

    [Fact]
    public void Beside_NewFolderWithNoSiblings_None()
    {
        Assert.Empty(PreviousRuns.Beside(Path.Combine(results, "new")));
    }

    private static ResultsDocument Document(string id)
    {
        var started = new DateTimeOffset(2026, 1, 1, 0, 0, 0, TimeSpan.Zero);
        return new ResultsDocument(ResultsDocument.CurrentSchema,
            new RunInfo(id, "quick", started, null, "rt", "os", "cpu", 2, "gc", "v"), []);
    }
}
