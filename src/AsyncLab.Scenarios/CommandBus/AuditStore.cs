namespace AsyncLab.Scenarios.CommandBus;

/// <summary>
/// A thread-safe, in-memory audit store that keeps the most recent <c>capacity</c> entries and counts every entry
/// ever saved. Saving is one interlocked increment and one array write: no lock, no growth, so a benchmark that
/// saves millions of entries measures the audit step rather than a growing collection.
/// </summary>
public sealed class AuditStore
{
    private readonly AuditEntry?[] entries;
    private long saved;

    public AuditStore(int capacity)
    {
        ArgumentOutOfRangeException.ThrowIfNegativeOrZero(capacity);
        entries = new AuditEntry?[capacity];
    }

    public int Capacity => entries.Length;

    /// <summary>Every entry saved since the store was created, including the older ones it has overwritten.</summary>
    public long Count => Volatile.Read(ref saved);

    public void Save(AuditEntry entry)
    {
        ArgumentNullException.ThrowIfNull(entry);
        var index = Interlocked.Increment(ref saved) - 1;
        Volatile.Write(ref entries[index % entries.Length], entry);
    }

    /// <summary>The entries still kept, oldest first. Read it once the senders are done: a save in flight may not show yet.</summary>
    public IReadOnlyList<AuditEntry> Snapshot()
    {
        var count = Count;
        var kept = (int)Math.Min(count, entries.Length);
        var result = new List<AuditEntry>(kept);
        for (var i = count - kept; i < count; i++)
        {
            if (Volatile.Read(ref entries[i % entries.Length]) is { } entry)
            {
                result.Add(entry);
            }
        }

        return result;
    }
}
