namespace AsyncLab.Scenarios.ValueTaskLoop;

/// <summary>
/// The lab's own producer for the article's ValueTask loop: its ValueTaskOne is the pooling builder's method, so the same
/// loop measures what pooling changes.
/// </summary>
public readonly struct PooledObjectProducers : IObjectProducer
{
    public static Task<object> TaskOne(bool yieldFirst) => ObjectProducers.TaskOne(yieldFirst);

    public static ValueTask<object> ValueTaskOne(bool yieldFirst) => ObjectProducers.PooledValueTaskOne(yieldFirst);
}
