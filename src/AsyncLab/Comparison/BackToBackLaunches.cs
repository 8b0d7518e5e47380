using System.Globalization;
using AsyncLab.Results;

namespace AsyncLab.Comparison;

/// <summary>
/// Whether a run measured an experiment's launches one after the other with nothing between them, as a run of that
/// experiment alone does. A shared machine holds a state for minutes (where its cores sit on the host, a neighbour's
/// load), and launches back to back all meet the same one: their interval cannot see it, and two such runs of one
/// commit can differ by more than it allows. A run of every experiment spreads each one's launches over the run.
/// </summary>
public static class BackToBackLaunches
{
    /// <summary>
    /// The experiment's launches in <paramref name="samples"/> (the run's machine-speed probes, one at each launch's start
    /// and end) and the seconds from the first start to the last end, when there are two or more and no other experiment's
    /// probe lies between them; null otherwise (spread over the run, measured in one process, or not probed).
    /// </summary>
    public static (int Launches, double Seconds)? Of(string experiment, IReadOnlyList<SpeedSample> samples)
    {
        var own = samples.Select((s, i) => (Sample: s, Index: i)).Where(p => p.Sample.Experiment == experiment).ToList();
        var launches = own.Count(p => p.Sample.Where == "start");
        if (launches < 2 || own[^1].Index - own[0].Index + 1 != own.Count)
        {
            return null;
        }

        return (launches, own[^1].Sample.AtSeconds - own[0].Sample.AtSeconds);
    }

    /// <summary>One sentence when either run measured the experiment's launches back to back; null otherwise.</summary>
    public static string? Caution(string experiment, IReadOnlyList<SpeedSample> a, IReadOnlyList<SpeedSample> b)
    {
        var runs = new[] { ("A", Of(experiment, a)), ("B", Of(experiment, b)) }
            .Where(r => r.Item2 is not null)
            .Select(r => string.Create(CultureInfo.InvariantCulture,
                $"{r.Item1}: {r.Item2!.Value.Launches} launches within {r.Item2.Value.Seconds:#,0} s"))
            .ToList();
        if (runs.Count == 0)
        {
            return null;
        }

        return $"{experiment}: its launches ran back to back ({string.Join("; ", runs)}). A state of the machine that lasts minutes " +
            "moves such launches alike, and their interval cannot see it: a row that moved between the runs by such a state " +
            "can read as changed. A run of every experiment spreads each one's launches over the run; or compare several " +
            "runs of each side.";
    }
}
