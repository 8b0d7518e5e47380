namespace AsyncLab.Scenarios.CommandBus;

/// <summary>A synchronous handler, as in the article: it runs to the end on the caller's thread.</summary>
public interface ICommandHandler<in TCommand>
    where TCommand : ICommand
{
    void Handle(TCommand command);
}
