namespace AsyncLab.Scenarios.CommandBus;

/// <summary>The state a deposit changes: a balance, safe to update from many senders at once.</summary>
public sealed class Account
{
    private long balance;

    public long Balance => Volatile.Read(ref balance);

    public void Add(long amount) => Interlocked.Add(ref balance, amount);
}
