using AsyncLab.Scenarios.CommandBus;

namespace AsyncLab.Tests.Scenarios.CommandBus;

/// <summary>Commands and handlers for the bus tests, each recording what it was given.</summary>
public sealed record Ping(int Id) : ICommand;

public sealed record Pong(int Id) : ICommand;

public sealed record Unregistered : ICommand;

public sealed class RecordingHandler<TCommand> : ICommandHandler<TCommand>
    where TCommand : ICommand
{
    public List<TCommand> Handled { get; } = [];

    public void Handle(TCommand command) => Handled.Add(command);
}

public sealed class ThrowingHandler : ICommandHandler<Ping>
{
    public void Handle(Ping command) => ThrowFromDeepInside();

    // A frame of its own, so the test can look for it in the stack trace the caller sees.
    public static void ThrowFromDeepInside() => throw new InvalidOperationException("handler failed");
}

/// <summary>An async handler that finishes when the test says so, honouring the token while it waits.</summary>
public sealed class GatedHandler : IAsyncCommandHandler<Ping>
{
    public TaskCompletionSource Started { get; } = new(TaskCreationOptions.RunContinuationsAsynchronously);

    public TaskCompletionSource Gate { get; } = new(TaskCreationOptions.RunContinuationsAsynchronously);

    public int Completed { get; private set; }

    public async ValueTask HandleAsync(Ping command, CancellationToken cancellationToken)
    {
        Started.TrySetResult();
        await Gate.Task.WaitAsync(cancellationToken).ConfigureAwait(false);
        Completed++;
    }
}
