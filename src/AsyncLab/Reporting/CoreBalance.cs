using System.Globalization;
using AsyncLab.Results;

namespace AsyncLab.Reporting;

/// <summary>
/// What the core-speed check (<see cref="ResultsDocument.CoreSpeeds"/>) says about a run: whether the cores ran the
/// same single-threaded loops at the same speed. Where they did not, a single-threaded figure depends on the core its
/// thread ran on, and a ratio of two such figures can move from run to run for that reason alone.
/// </summary>
public sealed class CoreBalance
{
    private readonly IReadOnlyList<IGrouping<string, CoreSpeed>> moments;

    private CoreBalance(IReadOnlyList<IGrouping<string, CoreSpeed>> moments) => this.moments = moments;

    /// <summary>The largest spread, at any moment checked, of the call loop: the slowest core's step over the fastest's.</summary>
    public double CallSpread => moments.Max(m => Spread(m, c => c.CallNsPerStep));

    /// <summary>The same for the loop held in a register.</summary>
    public double RegisterSpread => moments.Max(m => Spread(m, c => c.RegisterNsPerStep));

    /// <summary>True when the call loop's spread reaches <see cref="MachineSteadiness.SlowFactor"/>.</summary>
    public bool Uneven => CallSpread >= MachineSteadiness.SlowFactor;

    /// <summary>Null for a run with no moment at which two cores or more were timed (older files, a child runtime, one core, not Linux).</summary>
    public static CoreBalance? Of(ResultsDocument document)
    {
        var moments = document.CoreSpeeds
            .Where(c => IsUsable(c.CallNsPerStep) && IsUsable(c.RegisterNsPerStep))
            .GroupBy(c => c.When, StringComparer.Ordinal)
            .Where(m => m.Count() >= 2)
            .ToList();
        return moments.Count == 0 ? null : new CoreBalance(moments);
    }

    /// <summary>One line for the console; null when the cores ran alike.</summary>
    public string? Headline() => Uneven
        ? $"cores: uneven, a loop of method calls ran {Times(CallSpread)} slower on the slowest core than on the fastest; single-threaded figures depend on the core their thread ran on"
        : null;

    /// <summary>One paragraph: each core's two figures at each moment, and what the spread means for the figures.</summary>
    public string Summary()
    {
        var each = string.Join("; ", moments.Select(m => $"at the {m.Key}, " + string.Join(", ", m.Select(c => string.Create(CultureInfo.InvariantCulture,
            $"core {c.Cpu} {c.CallNsPerStep:0.00} and {c.RegisterNsPerStep:0.00} ns")))));
        var head = $"Cores: each core timed a loop that calls a method at every step, which loads and stores its state (as Random.Shared.Next does), and the same steps inline in a register ({each} per step; up to {Times(CallSpread)} and {Times(RegisterSpread)} from the fastest core to the slowest). ";
        return head + (Uneven
            ? "The cores differ at call-heavy work: a single-threaded figure of such work depends on which core its thread ran on, and a ratio of two of them can move from run to run by as much. The machine-speed probe runs on whichever core its thread is on, so it sees this only when that core is the slow one."
            : $"The cores ran alike (within {Times(MachineSteadiness.SlowFactor)}).");
    }

    private static double Spread(IEnumerable<CoreSpeed> cores, Func<CoreSpeed, double> step) => cores.Max(step) / cores.Min(step);

    private static bool IsUsable(double ns) => ns > 0 && double.IsFinite(ns);

    private static string Times(double factor) => factor.ToString("0.00", CultureInfo.InvariantCulture) + "×";
}
