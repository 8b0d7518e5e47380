using AsyncLab.Scenarios.CommandBus;

namespace AsyncLab.Tests.Scenarios.CommandBus;

public class CommandHandlerRegistryTests
{
    [Fact]
    public void Constructor_TwoHandlersForOneCommand_ThrowsNamingTheCommandType()
    {
        var thrown = Assert.Throws<ArgumentException>(() => new CommandHandlerRegistry(
            [HandlerRegistration.For(new RecordingHandler<Ping>()), HandlerRegistration.For(new ThrowingHandler())]));

        Assert.Contains(nameof(Ping), thrown.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void Find_RegisteredCommand_ReturnsItsHandler()
    {
        var handler = new RecordingHandler<Ping>();
        var registry = new CommandHandlerRegistry([HandlerRegistration.For(handler)]);

        Assert.Same(handler, registry.Find<Ping>().Handler);
    }

    [Fact]
    public void Find_UnregisteredCommand_ThrowsCommandNotRegistered() =>
        Assert.Throws<CommandNotRegisteredException>(() => new CommandHandlerRegistry([]).Find<Ping>());
}
