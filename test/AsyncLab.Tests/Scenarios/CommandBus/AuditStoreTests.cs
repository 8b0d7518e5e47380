using AsyncLab.Scenarios.CommandBus;

namespace AsyncLab.Tests.Scenarios.CommandBus;

public class AuditStoreTests
{
    [Fact]
    public void Save_MoreThanCapacity_CountsAllAndKeepsTheMostRecent()
    {
        var store = new AuditStore(3);

        for (var i = 0; i < 5; i++)
        {
            store.Save(Entry(i));
        }

        Assert.Equal(5, store.Count);
        Assert.Equal([2, 3, 4], store.Snapshot().Select(e => ((Ping)e.Command).Id));
    }

    [Fact]
    public void Constructor_ZeroCapacity_Throws() =>
        Assert.Throws<ArgumentOutOfRangeException>(() => new AuditStore(0));

    private static AuditEntry Entry(int id) => new(new Ping(id), typeof(RecordingHandler<Ping>), 0, 1, AuditOutcome.Succeeded, null);
}
