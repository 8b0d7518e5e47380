using AsyncLab.Scenarios.CommandBus;

namespace AsyncLab.Tests.Scenarios.CommandBus;

public class ArticleCommandBusTests
{
    private readonly AuditStore audit = new(16);

    [Fact]
    public void Send_RegisteredCommand_RunsItsHandlerAndSavesAnEntry()
    {
        var handler = new RecordingHandler<Ping>();
        var bus = CreateSut(HandlerRegistration.For(handler));

        bus.Send(new Ping(3));

        Assert.Equal([new Ping(3)], handler.Handled);
        Assert.Equal(AuditOutcome.Succeeded, Assert.Single(audit.Snapshot()).Outcome);
    }

    [Fact]
    public async Task SendAsync_RegisteredCommand_RunsOnTheThreadPool()
    {
        var onPool = false;
        var bus = CreateSut(HandlerRegistration.For(new ThreadObservingHandler(t => onPool = t.IsThreadPoolThread)));

        await bus.SendAsync(new Ping(1));

        Assert.True(onPool);
    }

    [Fact]
    public void Send_HandlerThrows_LeavesNoAuditEntryAsInTheArticle()
    {
        var bus = CreateSut(HandlerRegistration.For(new ThrowingHandler()));

        Assert.Throws<InvalidOperationException>(() => bus.Send(new Ping(1)));

        Assert.Equal(0, audit.Count);
    }

    [Fact]
    public void Send_UnregisteredCommand_ThrowsNamingTheCommandType()
    {
        var bus = CreateSut(HandlerRegistration.For(new RecordingHandler<Ping>()));

        var thrown = Assert.Throws<CommandNotRegisteredException>(() => bus.Send(new Unregistered()));

        Assert.Contains(nameof(Unregistered), thrown.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void Send_AsyncHandler_IsNotSupported()
    {
        var bus = CreateSut(HandlerRegistration.ForAsync(new GatedHandler()));

        Assert.Throws<NotSupportedException>(() => bus.Send(new Ping(1)));
    }

    private ArticleCommandBus CreateSut(params HandlerRegistration[] registrations) =>
        new(new CommandHandlerRegistry(registrations), audit);

    private sealed class ThreadObservingHandler(Action<Thread> observe) : ICommandHandler<Ping>
    {
        public void Handle(Ping command) => observe(Thread.CurrentThread);
    }
}
