using AsyncLab.Scenarios.CommandBus;

namespace AsyncLab.Tests.Scenarios.CommandBus;

public class AuditConcurrencyCheckTests
{
    [Fact]
    public async Task RunNativeAsync_ConcurrentSendersSomeFailing_LeavesExactlyOneEntryPerCommand()
    {
        var tally = await AuditConcurrencyCheck.RunNativeAsync(senders: 16, commandsPerSender: 250);

        Assert.Equal(4_000, tally.Commands);
        Assert.Equal(4_000, tally.Entries);
        Assert.Equal(0, tally.Missing);
        Assert.Equal(0, tally.Duplicated);
        Assert.Equal(400, tally.FailedEntries);
        Assert.Equal(400, tally.FailuresSeenBySenders);
        Assert.True(tally.NothingLost);
    }

    [Fact]
    public async Task RunArticleAsync_ConcurrentSendersSomeFailing_LosesTheFailedCommandsEntries()
    {
        var tally = await AuditConcurrencyCheck.RunArticleAsync(senders: 8, commandsPerSender: 100);

        Assert.Equal(80, tally.Missing);
        Assert.Equal(80, tally.FailuresSeenBySenders);
        Assert.Equal(0, tally.Duplicated);
        Assert.False(tally.NothingLost);
    }
}
