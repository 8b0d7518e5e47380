using AsyncLab.Cli;
using AsyncLab.Results;
using AsyncLab.Tests.Fixtures;

namespace AsyncLab.Tests.Cli;

public sealed class WatchLabFiguresTests
{
    [Fact]
    public void Quote_RunWithWebThroughput_QuotesBothEndpointsAtTwoHundredUsers()
    {
        var quote = WatchLabFigures.Quote(ResultsFile.Read(TestFiles.PathOf("Running/Runs/all-quick.json")));

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
        Assert.Null(WatchLabFigures.Quote(ResultsFile.Read(TestFiles.PathOf("Running/Runs/async-cost-quick.json"))));
    }
}
