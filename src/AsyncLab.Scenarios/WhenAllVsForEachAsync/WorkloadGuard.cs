using System.Runtime.CompilerServices;

namespace AsyncLab.Scenarios.WhenAllVsForEachAsync;

/// <summary>One-line errors for workload parameters that make no sense (no items, no delay, no work).</summary>
internal static class WorkloadGuard
{
    public static void Count(int count, [CallerArgumentExpression(nameof(count))] string? name = null) =>
        Positive(count, name ?? nameof(count), "item count");

    public static void Positive(int value, string name, string what)
    {
        if (value <= 0)
        {
            throw new ArgumentOutOfRangeException(name, value, $"The {what} must be at least 1; got {value}.");
        }
    }
}
