using System.Diagnostics;
using AsyncLab.Durations;
using AsyncLab.Statistics;

namespace AsyncLab.Cli;

/// <summary>
/// Where a run stands against its expectation (<see cref="RunEstimate"/>): the time left of the running experiment and
/// of the whole run, for the live display and the plain progress lines.
/// </summary>
public sealed class RunClock(RunEstimate estimate)
{
    private readonly Lock gate = new();
    private readonly Stopwatch run = Stopwatch.StartNew();
    private readonly Dictionary<int, TimeSpan> spent = [];
    private readonly HashSet<int> finished = [];
    private Stopwatch current = new();
    private int index = -1;
    private bool running;

    public RunEstimate Estimate => estimate;

    /// <summary>Since the run started.</summary>
    public TimeSpan Elapsed => run.Elapsed;

    /// <summary>
    /// The experiment at <paramref name="experimentIndex"/> measures from now on, for the first time or again (a run spreads
    /// an experiment's launches over its sweeps): its time counts on from what its earlier steps took.
    /// </summary>
    public void ExperimentStarted(int experimentIndex)
    {
        lock (gate)
        {
            Bank();
            index = experimentIndex;
            current = Stopwatch.StartNew();
            running = true;
        }
    }

    public void ExperimentFinished()
    {
        lock (gate)
        {
            Bank();
            if (index >= 0)
            {
                finished.Add(index);
            }

            running = false;
        }
    }

    /// <summary>Seconds left in the run: what is left of each unfinished experiment's expectation, none once it took longer.</summary>
    public double RunRemaining
    {
        get
        {
            lock (gate)
            {
                return estimate.Experiments
                    .Select((e, i) => finished.Contains(i) ? 0 : Math.Max(0, (e.Seconds ?? 0) - Spent(i).TotalSeconds))
                    .Sum();
            }
        }
    }

    /// <summary>
    /// Seconds left of <paramref name="experimentId"/>'s expectation while it runs (negative once it has taken longer);
    /// null when it is not running or has no expectation.
    /// </summary>
    public double? ExperimentRemaining(string experimentId)
    {
        lock (gate)
        {
            if (!running
                || index >= estimate.Experiments.Count
                || estimate.Experiments[index].ExperimentId != experimentId
                || estimate.Experiments[index].Seconds is not { } expected)
            {
                return null;
            }

            return expected - Spent(index).TotalSeconds;
        }
    }

    /// <summary>Adds the running experiment's time since it last started to what it has spent.</summary>
    private void Bank()
    {
        if (running && index >= 0)
        {
            spent[index] = spent.GetValueOrDefault(index) + current.Elapsed;
            running = false;
        }
    }

    private TimeSpan Spent(int experiment) =>
        spent.GetValueOrDefault(experiment) + (running && index == experiment ? current.Elapsed : TimeSpan.Zero);

    /// <summary>"~40 s left", "over ~1 min 03 s" once it has run longer than expected, or empty when nothing is expected.</summary>
    public string ExperimentLeftText(string experimentId) => ExperimentRemaining(experimentId) switch
    {
        null => string.Empty,
        >= 0 and var left => $"{About(left)} left",
        _ => $"over {About(estimate.SecondsOf(experimentId) ?? 0)}",
    };

    /// <summary>
    /// "~12 min 40 s left in the run"; "≥ 3 min left in the run" while an experiment with no expectation has yet to finish,
    /// and "time left in the run unknown" when nothing expected is left to count (a first run of a profile).
    /// </summary>
    public string RunLeftText()
    {
        var left = RunRemaining;
        if (!UnexpectedLeft)
        {
            return $"{About(left)} left in the run";
        }

        return left < 1 ? "time left in the run unknown" : $"≥ {DurationText.Of(left)} left in the run";
    }

    /// <summary>Whether an experiment with no expectation has not finished yet.</summary>
    private bool UnexpectedLeft
    {
        get
        {
            lock (gate)
            {
                return estimate.Experiments.Where((e, i) => e.Seconds is null && !finished.Contains(i)).Any();
            }
        }
    }

    private static string About(double seconds) => DurationText.Of(seconds) is var text && text.StartsWith('<') ? text : "~" + text;
}
