namespace AsyncLab.Scenarios.CommandBus;

/// <summary>
/// The command every bus sends in this experiment: put an amount into an account. Sequence numbers it for the audit
/// check.
/// </summary>
public sealed record Deposit(long Sequence, long Amount) : ICommand;
