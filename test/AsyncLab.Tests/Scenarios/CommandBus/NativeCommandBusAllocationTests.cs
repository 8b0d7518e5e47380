using AsyncLab.Scenarios.CommandBus;
using AsyncLab.Tests.Fixtures;

namespace AsyncLab.Tests.Scenarios.CommandBus;

/// <summary>
/// Bytes allocated on this thread across many sends. The scenarios assembly is always compiled optimised, so these
/// count what the bus allocates, not what a Debug build would.
/// </summary>
public class NativeCommandBusAllocationTests
{
    private readonly Deposit deposit = new(1, 1);

    private double BytesPerSend(NativeCommandBus bus) =>
        AllocationMeter.BytesPerCall(() => bus.SendAsync(deposit).GetAwaiter().GetResult());

    [Fact]
    public void SendAsync_SyncHandlerNoAudit_AllocatesNothing()
    {
        var bus = new NativeCommandBus(new CommandHandlerRegistry([HandlerRegistration.For(new DepositHandler(new Account()))]));

        Assert.Equal(0, BytesPerSend(bus));
    }

    [Fact]
    public void SendAsync_SynchronouslyCompletingAsyncHandlerNoAudit_AllocatesNothing()
    {
        var bus = new NativeCommandBus(new CommandHandlerRegistry([HandlerRegistration.ForAsync(new CompletedDepositHandler())]));

        Assert.Equal(0, BytesPerSend(bus));
    }

    [Fact]
    public void SendAsync_SyncHandlerWithAudit_AllocatesOnlyTheEntry()
    {
        var bus = new NativeCommandBus(
            new CommandHandlerRegistry([HandlerRegistration.For(new DepositHandler(new Account()))]),
            new AuditStore(64));

        var bytes = BytesPerSend(bus);

        Assert.InRange(bytes, 1, 80); // one AuditEntry: header, five fields and the outcome
    }


    private sealed class CompletedDepositHandler : IAsyncCommandHandler<Deposit>
    {
        public ValueTask HandleAsync(Deposit command, CancellationToken cancellationToken) => default;
    }
}
