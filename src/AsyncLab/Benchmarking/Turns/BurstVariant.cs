using System.Diagnostics;
using System.Runtime.CompilerServices;

namespace AsyncLab.Benchmarking.Turns;

/// <summary>A variant timed in bursts: its id in results and a burst of calls that reports nanoseconds per call.</summary>
public abstract class BurstVariant(string id)
{
    public string Id { get; } = id;

    /// <summary>Makes <paramref name="calls"/> calls back to back and returns the wall time per call, in nanoseconds.</summary>
    public abstract double NanosecondsPerCall(int calls);

    /// <summary>What the last call returned (boxed), so a caller can check the variant computes what it should.</summary>
    public abstract object? LastResult { get; }
}

/// <summary>A <see cref="BurstVariant"/> whose calls are <typeparamref name="TBody"/>'s.</summary>
public sealed class BurstVariant<TBody, TResult>(string id, TBody body) : BurstVariant(id)
    where TBody : struct, IBurstBody<TResult>
{
    // Keeps the last result observable, so the JIT cannot drop calls whose result nothing reads.
    private TResult? last;

    public override object? LastResult => last;

    // Not inlined into the turns' loop (dynamic PGO may devirtualise the call there): each body's timed loop stays
    // compiled once, in its own method, whichever variant the loop saw most.
    [MethodImpl(MethodImplOptions.NoInlining)]
    public override double NanosecondsPerCall(int calls)
    {
        ArgumentOutOfRangeException.ThrowIfLessThan(calls, 1);
        var local = body;
        TResult? result = default;
        var started = Stopwatch.GetTimestamp();
        for (var i = 0; i < calls; i++)
        {
            result = local.Invoke();
        }

        var elapsed = Stopwatch.GetElapsedTime(started);
        last = result;
        return elapsed.TotalNanoseconds / calls;
    }
}
