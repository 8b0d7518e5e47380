using AsyncLab.Scenarios.CommandBus;

namespace AsyncLab.Tests.Scenarios.CommandBus;

public class NativeCommandBusTests
{
    private readonly AuditStore audit = new(16);

    [Fact]
    public async Task SendAsync_TwoCommandTypes_EachReachesItsOwnHandler()
    {
        var pings = new RecordingHandler<Ping>();
        var pongs = new RecordingHandler<Pong>();
        var bus = CreateSut(HandlerRegistration.For(pings), HandlerRegistration.For(pongs));

        await bus.SendAsync(new Ping(1));
        await bus.SendAsync(new Pong(2));

        Assert.Equal([new Ping(1)], pings.Handled);
        Assert.Equal([new Pong(2)], pongs.Handled);
    }

    [Fact]
    public async Task SendAsync_HandlerThrows_CallerGetsTheExceptionWithTheHandlersStack()
    {
        var bus = CreateSut(HandlerRegistration.For(new ThrowingHandler()));

        var thrown = await Assert.ThrowsAsync<InvalidOperationException>(() => bus.SendAsync(new Ping(1)).AsTask());

        Assert.Equal("handler failed", thrown.Message);
        Assert.Contains(nameof(ThrowingHandler.ThrowFromDeepInside), thrown.StackTrace, StringComparison.Ordinal);
    }

    [Fact]
    public async Task SendAsync_HandlerSucceeds_SavesOneSucceededEntry()
    {
        var bus = CreateSut(HandlerRegistration.For(new RecordingHandler<Ping>()));
        var command = new Ping(7);

        await bus.SendAsync(command);

        var entry = Assert.Single(audit.Snapshot());
        Assert.Same(command, entry.Command);
        Assert.Equal(typeof(RecordingHandler<Ping>), entry.HandlerType);
        Assert.Equal(AuditOutcome.Succeeded, entry.Outcome);
        Assert.Null(entry.Exception);
        Assert.True(entry.StoppedTimestamp >= entry.StartedTimestamp);
    }

    [Fact]
    public async Task SendAsync_HandlerThrows_SavesOneFailedEntryWithTheException()
    {
        var bus = CreateSut(HandlerRegistration.For(new ThrowingHandler()));

        var thrown = await Assert.ThrowsAsync<InvalidOperationException>(() => bus.SendAsync(new Ping(1)).AsTask());

        var entry = Assert.Single(audit.Snapshot());
        Assert.Equal(AuditOutcome.Failed, entry.Outcome);
        Assert.Same(thrown, entry.Exception);
    }

    [Fact]
    public async Task SendAsync_AsyncHandlerCompletesLater_SavesTheEntryOnlyWhenItCompletes()
    {
        var handler = new GatedHandler();
        var bus = CreateSut(HandlerRegistration.ForAsync(handler));

        var sending = bus.SendAsync(new Ping(1)).AsTask();
        await handler.Started.Task;
        Assert.Equal(0, audit.Count);
        handler.Gate.SetResult();
        await sending;

        Assert.Equal(AuditOutcome.Succeeded, Assert.Single(audit.Snapshot()).Outcome);
    }

    [Fact]
    public async Task SendAsync_CancelledBeforeSending_DoesNotRunTheHandler()
    {
        var handler = new RecordingHandler<Ping>();
        var bus = CreateSut(HandlerRegistration.For(handler));

        await Assert.ThrowsAnyAsync<OperationCanceledException>(() =>
            bus.SendAsync(new Ping(1), new CancellationToken(canceled: true)).AsTask());

        Assert.Empty(handler.Handled);
        Assert.Equal(AuditOutcome.Cancelled, Assert.Single(audit.Snapshot()).Outcome);
    }

    [Fact]
    public async Task SendAsync_CancelledWhileTheHandlerRuns_StopsItAndAuditsTheCancellation()
    {
        var handler = new GatedHandler();
        var bus = CreateSut(HandlerRegistration.ForAsync(handler));
        using var cancellation = new CancellationTokenSource();

        var sending = bus.SendAsync(new Ping(1), cancellation.Token).AsTask();
        await handler.Started.Task;
        await cancellation.CancelAsync();

        await Assert.ThrowsAnyAsync<OperationCanceledException>(() => sending);
        Assert.Equal(0, handler.Completed);
        Assert.Equal(AuditOutcome.Cancelled, Assert.Single(audit.Snapshot()).Outcome);
    }

    [Fact]
    public async Task SendAsync_UnregisteredCommand_FailsNamingTheCommandType()
    {
        var bus = CreateSut(HandlerRegistration.For(new RecordingHandler<Ping>()));

        var thrown = await Assert.ThrowsAsync<CommandNotRegisteredException>(() => bus.SendAsync(new Unregistered()).AsTask());

        Assert.Equal(typeof(Unregistered), thrown.CommandType);
        Assert.Contains(typeof(Unregistered).FullName!, thrown.Message, StringComparison.Ordinal);
    }

    [Fact]
    public async Task SendAsync_WithoutAuditStore_RunsTheHandlerAndSavesNothing()
    {
        var handler = new RecordingHandler<Ping>();
        var bus = new NativeCommandBus(new CommandHandlerRegistry([HandlerRegistration.For(handler)]));

        await bus.SendAsync(new Ping(1));

        Assert.Single(handler.Handled);
        Assert.Equal(0, audit.Count);
    }

    private NativeCommandBus CreateSut(params HandlerRegistration[] registrations) =>
        new(new CommandHandlerRegistry(registrations), audit);
}
