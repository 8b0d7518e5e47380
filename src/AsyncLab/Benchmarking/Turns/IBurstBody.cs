namespace AsyncLab.Benchmarking.Turns;

/// <summary>
/// One call of the code a <see cref="BurstVariant{TBody, TResult}"/> times. Implemented by a struct, so the burst's loop
/// is compiled once per body with the call made directly (and inlined where the JIT chooses), as BenchmarkDotNet's own
/// generated loop calls a benchmark method: no delegate, whose target dynamic PGO could inline for one variant and not
/// for another.
/// </summary>
public interface IBurstBody<out TResult>
{
    TResult Invoke();
}
