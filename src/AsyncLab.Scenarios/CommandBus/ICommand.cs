namespace AsyncLab.Scenarios.CommandBus;

/// <summary>Marks a command: a request to change state, handled by exactly one handler.</summary>
#pragma warning disable CA1040 // A marker interface is the article's design, and keeps Send<T> from accepting any object.
public interface ICommand;
#pragma warning restore CA1040
