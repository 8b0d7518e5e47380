using AsyncLab.Scan;
using AsyncLab.Tests.Fixtures;
using AsyncLab.Watch.Report;

namespace AsyncLab.Tests.Scan;

/// <summary>
/// The join with watch, on a watch.json the real watch recorded of the lab's own target serving /sync-over-async to 200
/// users (its blocking stacks name RequestWork.SyncOverAsync in RequestWork.cs).
/// </summary>
public sealed class WatchSightingsTests : IDisposable
{
    private static readonly string Recorded = TestFiles.PathOf(Path.Combine("Scan", "Recorded", "sync-over-async.watch.json"));

    private static readonly ScanFinding SyncOverAsync = new(SiteKind.BlockingWait, ["VSTHRD002"],
        "../AsyncLab.Scenarios/WebThroughput/RequestWork.cs", 1, 9, "RequestWork.SyncOverAsync", SiteContext.Library, "");

    private readonly ScanSources sources = new();

    public void Dispose() => sources.Dispose();

    [Fact]
    public void Mark_SiteOnTheRecordedBlockingStacks_SeenBlockingWithTheWaits()
    {
        var watch = WatchSightings.Read(Recorded);
        var stacks = watch.AllVerdicts().Single(v => v.Verdict.Detector == "blocking").Verdict.Stacks;

        var seen = Assert.Single(WatchSightings.Mark([SyncOverAsync], watch)).SeenAtRuntime;

        var blocking = Assert.Single(seen, s => s.Detector == "blocking");
        Assert.Equal(stacks.Sum(s => s.Waits), blocking.Count);
        Assert.Contains("RequestWork.SyncOverAsync", blocking.Frame, StringComparison.Ordinal);
        Assert.Contains("seen blocking at runtime", ScanText.Runtime(seen), StringComparison.Ordinal);
    }

    [Fact]
    public void Mark_AnotherMethodOfTheSameFile_NotSeen()
    {
        var offload = SyncOverAsync with { Method = "RequestWork.OffloadOne", Line = 2 };

        Assert.Empty(Assert.Single(WatchSightings.Mark([offload], WatchSightings.Read(Recorded))).SeenAtRuntime);
    }

    [Fact]
    public void Mark_TheSameMethodNameInAnotherFile_NotSeen()
    {
        var elsewhere = SyncOverAsync with { File = "Other/RequestWork2.cs" };

        Assert.Empty(Assert.Single(WatchSightings.Mark([elsewhere], WatchSightings.Read(Recorded))).SeenAtRuntime);
    }

    [Theory]
    [InlineData("""{ "schema": 2, "processes": [] }""", "watch.json schema 2")]
    [InlineData("""{ "results": [] }""", "not a watch.json")]
    [InlineData("{ not json", "cannot read --watch")]
    public void Read_AnotherVersionOrNotWatch_ScanInputException(string text, string said)
    {
        var path = sources.Write("watch.json", text);

        var error = Assert.Throws<ScanInputException>(() => WatchSightings.Read(path));

        Assert.Contains(said, error.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void Read_RecordedFile_TheSchemaThisLabWrites()
    {
        Assert.Equal(WatchDocument.CurrentSchema, WatchSightings.Read(Recorded).Schema);
    }
}
