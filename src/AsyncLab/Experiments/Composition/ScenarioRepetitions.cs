namespace AsyncLab.Experiments.Composition;

/// <summary>What the watchdog reported for every repetition of one scenario.</summary>
public sealed record ScenarioRepetitions(string Variant, IReadOnlyList<WatchdogReport> Reports, TimeSpan Timeout)
{
    public bool AllCompleted => Reports.All(r => r.Completed);

    public bool AnyCompleted => Reports.Any(r => r.Completed);

    /// <summary>Median time to the watchdog's answer; for a deadlock, that is the timeout.</summary>
    public TimeSpan MedianElapsed
    {
        get
        {
            var sorted = Reports.Select(r => r.Elapsed).Order().ToList();
            return sorted[sorted.Count / 2];
        }
    }
}
