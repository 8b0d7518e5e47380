using System.Globalization;
using AsyncLab.Results;
using static AsyncLab.Experiments.CommandBus.CommandBusVariants;

namespace AsyncLab.Experiments.CommandBus;

/// <summary>
/// How far the lab's turns and BenchmarkDotNet read apart on the three benchmark methods whose times the claims compare,
/// computed from this run's medians, and whether the gap follows what the method returns: BenchmarkDotNet consumes a
/// returned task in its own harness, the turns as a synchronous caller does (GetAwaiter().GetResult() on the completed
/// task), and a method that returns nothing leaves the two harnesses nothing of that kind to differ on. The gap is read
/// in nanoseconds, not as a ratio: a fixed cost per call shows as the same nanoseconds on a fast method and a slow one.
/// </summary>
public static class HarnessAgreement
{
    /// <summary>The methods, with whether each returns a task.</summary>
    public static IReadOnlyList<(string Variant, bool ReturnsTask)> Methods { get; } =
        [(Send, false), (NativeSync, true), (MediatorConcrete, true)];

    /// <summary>The note, or null where a method lacks either harness's median (a smoke run, a failed case).</summary>
    public static string? Note(IReadOnlyList<Measurement> measurements)
    {
        ArgumentNullException.ThrowIfNull(measurements);
        var medians = measurements.Where(m => m.Metrics.ContainsKey(MetricNames.MedianNs))
            .GroupBy(m => m.Variant).ToDictionary(g => g.Key, g => g.First().Metrics[MetricNames.MedianNs]);
        var rows = Methods.Select(m => new Row(m.Variant, m.ReturnsTask,
                medians.GetValueOrDefault(BusTurns.Prefix + m.Variant, double.NaN), medians.GetValueOrDefault(m.Variant, double.NaN)))
            .ToList();
        if (rows.Any(r => !(r.Turns > 0) || !(r.Bdn > 0)))
        {
            return null;
        }

        var plain = rows.Where(r => !r.ReturnsTask).ToList();
        var tasks = rows.Where(r => r.ReturnsTask).ToList();
        var text = "Both harnesses time the methods the time claims compare (medians, the turns against BenchmarkDotNet): " +
            "returning nothing, " + string.Join(", ", plain.Select(r => r.Text)) + "; returning a task, " +
            string.Join(", ", tasks.Select(r => r.Text)) + ". ";
        return plain.Max(r => r.Gap) < tasks.Min(r => r.Gap)
            ? text + "In this run BenchmarkDotNet reads more where a task is returned, which it consumes in its own harness and " +
                "the turns as a synchronous caller does, blocking on the completed task: the claims read the turns."
            : text + "In this run the gap does not follow what the methods return.";
    }

    private sealed record Row(string Variant, bool ReturnsTask, double Turns, double Bdn)
    {
        public double Gap => Bdn - Turns;

        public string Text => string.Create(CultureInfo.InvariantCulture,
            $"{Variant} {Turns:0.0} against {Bdn:0.0} ns ({(Gap >= 0 ? "+" : "−")}{Math.Abs(Gap):0.0} ns)");
    }
}
