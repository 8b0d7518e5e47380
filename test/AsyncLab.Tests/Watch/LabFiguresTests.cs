using AsyncLab.Results;
using AsyncLab.Tests.Fixtures;
using AsyncLab.Watch;
using AsyncLab.Watch.Detectors;

namespace AsyncLab.Tests.Watch;

public sealed class LabFiguresTests
{
    [Fact]
    public void Quote_RunWithWebThroughput_QuotesBothEndpointsAtTwoHundredUsers()
    {
        var quote = LabFigures.Quote(ResultsFile.Read(TestFiles.PathOf("Running/Runs/all-quick.json")));

        Assert.NotNull(quote);
        Assert.Contains(
            "(web-throughput, 200 users, default pool, U = 100 ms): async served 975 req/s, sync-over-async 0 req/s, " +
            "the pool adding 43 threads meanwhile",
            quote,
            StringComparison.Ordinal);
    }

    [Fact]
    public void Quote_RunWithoutWebThroughput_Null()
    {
        Assert.Null(LabFigures.Quote(ResultsFile.Read(TestFiles.PathOf("Running/Runs/async-cost-quick.json"))));
    }

    [Fact]
    public void Attach_Quote_OnlyBesideTheFixesItConcerns()
    {
        var verdicts = new Watcher().Judge(TimeSpan.FromSeconds(1));

        var attached = LabFigures.Attach(verdicts, "the quote");

        Assert.Equal(["the quote", "the quote", null, null], attached.Select(v => v.LabFigure));
    }
}
