using System.Runtime.CompilerServices;

namespace AsyncLab.Scenarios.ValueTaskLoop;

/// <summary>
/// The methods seed 002 calls in its loop: each returns a fresh object (24 B on 64-bit), after awaiting
/// <see cref="Task.Yield"/> when <c>yieldFirst</c> is true (asynchronous completion) or at once (synchronous completion).
/// The flag is a parameter, as in the article, so that one method body serves both completions. A struct, not a static
/// class, so that the article's loops (generic over <see cref="IObjectProducer"/>) are compiled for it with direct calls.
/// </summary>
public readonly struct ObjectProducers : IObjectProducer
{
    public static async Task<object> TaskOne(bool yieldFirst)
    {
        if (yieldFirst)
        {
            await Task.Yield();
        }

        return new object();
    }

    public static async ValueTask<object> ValueTaskOne(bool yieldFirst)
    {
        if (yieldFirst)
        {
            await Task.Yield();
        }

        return new object();
    }

    /// <summary>The lab's own: the same body with the pooling builder, which reuses the state machine box between suspensions.</summary>
    [AsyncMethodBuilder(typeof(PoolingAsyncValueTaskMethodBuilder<>))]
    public static async ValueTask<object> PooledValueTaskOne(bool yieldFirst)
    {
        if (yieldFirst)
        {
            await Task.Yield();
        }

        return new object();
    }
}
