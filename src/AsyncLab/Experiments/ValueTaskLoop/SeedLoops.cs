using AsyncLab.Scenarios.ValueTaskLoop;

namespace AsyncLab.Experiments.ValueTaskLoop;

/// <summary>
/// Seed 002's loops as the article wrote them: one async method per result type that awaits the producer, counts, keeps
/// the result observable and checks a cancellation token before each call. Nothing is added: no clock, no delegate, no
/// separate path for synchronous completions, so a loop of synchronous completions also pays for the await of a completed
/// task, the token check and whatever tier of code today's runtime runs this long-lived method in. The lab's pooled
/// variant runs the ValueTask loop over <see cref="PooledObjectProducers"/>.
/// </summary>
public static class SeedLoops
{
    public static async Task<int> TaskLoop<TProducer>(bool asynchronous, CancellationToken token)
        where TProducer : struct, IObjectProducer
    {
        var count = 0;
        while (!token.IsCancellationRequested)
        {
            var result = await TProducer.TaskOne(asynchronous);
            count++;
            if (result == null)
            {
                break; // keeps the result observable, as the article does
            }
        }

        return count;
    }

    public static async Task<int> ValueTaskLoop<TProducer>(bool asynchronous, CancellationToken token)
        where TProducer : struct, IObjectProducer
    {
        var count = 0;
        while (!token.IsCancellationRequested)
        {
            var result = await TProducer.ValueTaskOne(asynchronous);
            count++;
            if (result == null)
            {
                break;
            }
        }

        return count;
    }
}
