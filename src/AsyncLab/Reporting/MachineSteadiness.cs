using System.Globalization;
using AsyncLab.Results;
using AsyncLab.Statistics;

namespace AsyncLab.Reporting;

/// <summary>
/// What the machine-speed probe's timings (<see cref="ResultsDocument.MachineSpeed"/>) say about a run: how much slower
/// than its fastest the machine ran, overall and during each experiment. Figures measured in a slow stretch are slower
/// for the machine's sake; a verdict near its band's edge can move with them.
/// </summary>
public sealed class MachineSteadiness
{
    /// <summary>
    /// A probe this much slower than the run's fastest marks a slow stretch. The probe's own spread on a steady machine
    /// is a few percent (five passes, median kept); the slow stretches seen on a shared VM were far larger (docs/NOTEBOOK.md).
    /// </summary>
    public const double SlowFactor = 1.25;

    private readonly IReadOnlyList<SpeedSample> samples;

    private MachineSteadiness(IReadOnlyList<SpeedSample> samples)
    {
        this.samples = samples;
        Fastest = samples.Min(s => s.ProbeMicroseconds);
    }

    /// <summary>The probe's fastest time in the run, in microseconds: the machine at its own best.</summary>
    public double Fastest { get; }

    /// <summary>Null for a run without usable probe timings (files written before the probe, a child runtime's run).</summary>
    public static MachineSteadiness? Of(ResultsDocument document)
    {
        var usable = document.MachineSpeed.Where(s => s.ProbeMicroseconds > 0 && double.IsFinite(s.ProbeMicroseconds)).ToList();
        return usable.Count == 0 ? null : new MachineSteadiness(usable);
    }

    /// <summary>The slowest probe during the experiment (its start and end included) over the run's fastest; null without one.</summary>
    public double? SlowestFactor(string experiment) =>
        For(experiment) is { Count: > 0 } mine ? mine.Max(s => s.ProbeMicroseconds) / Fastest : null;

    /// <summary>The median probe during the experiment, in microseconds; null without one.</summary>
    public double? Median(string experiment) =>
        For(experiment) is { Count: > 0 } mine ? MedianOf(mine.Select(s => s.ProbeMicroseconds)) : null;

    /// <summary>For an experiment's row: "steady (1.04×)", "slowed to 1.62×", or "—" without probe timings.</summary>
    public string Cell(string experiment) => SlowestFactor(experiment) switch
    {
        null => "—",
        < SlowFactor and var f => $"steady ({Times(f)})",
        var f => $"slowed to {Times(f.Value)}",
    };

    /// <summary>One line for the console at the end of a run.</summary>
    public string Headline()
    {
        var slowest = samples.Max(s => s.ProbeMicroseconds) / Fastest;
        if (slowest < SlowFactor)
        {
            return $"machine speed: steady (every probe within {Times(slowest)} of the fastest)";
        }

        var during = string.Join(", ", Slow.Select(s => s.Experiment).Distinct(StringComparer.Ordinal));
        return $"machine speed: ran up to {Times(slowest)} slower during {during} (probe); figures measured then are slower for " +
            $"that reason, not the code's";
    }

    /// <summary>One paragraph for the run: how the probe is taken, its range, and where the machine ran slow.</summary>
    public string Summary()
    {
        var slow = Slow;
        var slowest = samples.Max(s => s.ProbeMicroseconds);
        var head = string.Create(CultureInfo.InvariantCulture,
            $"Machine speed: a fixed single-threaded loop was timed at {samples.Count} pauses between measurements (between " +
            $"experiments, benchmark rounds and load tests); fastest {Fastest:#,0} µs, median " +
            $"{MedianOf(samples.Select(s => s.ProbeMicroseconds)):#,0} µs, slowest {slowest:#,0} µs " +
            $"({Times(slowest / Fastest)}). ");
        if (slow.Count == 0)
        {
            return head + $"Every timing was within {Times(SlowFactor)} of the fastest: the machine ran at one speed throughout.";
        }

        var during = string.Join(", ", slow.Select(s => s.Experiment).Distinct(StringComparer.Ordinal));
        return head + string.Create(CultureInfo.InvariantCulture,
            $"{slow.Count} of them were {Times(SlowFactor)} or more slower than the fastest (during {during}): the machine ran " +
            $"slower for the lab at those moments (a neighbour on a shared host, or work still going on: a collection, the JIT, " +
            $"a child server), so figures measured then are slower for that reason, not the code's, and a verdict near its " +
            $"band's edge can move with them.");
    }

    private List<SpeedSample> For(string experiment) =>
        samples.Where(s => string.Equals(s.Experiment, experiment, StringComparison.Ordinal)).ToList();

    private static double MedianOf(IEnumerable<double> values) => Medians.Of(values);

    /// <summary>The timings at or above <see cref="SlowFactor"/> times the fastest, in the order taken.</summary>
    private List<SpeedSample> Slow => samples.Where(s => s.ProbeMicroseconds >= SlowFactor * Fastest).ToList();

    private static string Times(double factor) => factor.ToString("0.00", CultureInfo.InvariantCulture) + "×";
}
