using System.Globalization;

namespace AsyncLab.Cli;

/// <summary>Durations as the console prints them: "< 1 s", "45 s", "3 min 20 s", "1 h 05 min".</summary>
public static class DurationText
{
    public static string Of(double seconds)
    {
        if (double.IsNaN(seconds) || seconds < 1)
        {
            return "< 1 s";
        }

        var rounded = TimeSpan.FromSeconds(Math.Round(seconds, MidpointRounding.AwayFromZero));
        return rounded.TotalHours >= 1
            ? string.Create(CultureInfo.InvariantCulture, $"{(int)rounded.TotalHours} h {rounded.Minutes:00} min")
            : rounded.TotalMinutes >= 1
                ? string.Create(CultureInfo.InvariantCulture, $"{rounded.Minutes} min {rounded.Seconds:00} s")
                : string.Create(CultureInfo.InvariantCulture, $"{rounded.Seconds} s");
    }

    /// <summary>
    /// The lines <c>run</c> prints before it starts: the whole run, then each experiment with where its figure comes from.
    /// </summary>
    public static IReadOnlyList<string> Expectation(Durations.RunEstimate estimate, string profile, int cores)
    {
        ArgumentNullException.ThrowIfNull(estimate);
        var unknown = estimate.Experiments.Count(e => e.Seconds is null);
        var whole = unknown == 0
            ? $"about {Of(estimate.KnownSeconds)}"
            : unknown == estimate.Experiments.Count
                ? $"unknown (no recorded {profile} run on this machine's cores or in the lab's table; " +
                    $"the next run in this results folder will know)"
                : $"at least {Of(estimate.KnownSeconds)} ({unknown} experiment(s) with no recorded {profile} run; " +
                    $"the next run in this results folder will know)";
        var width = estimate.Experiments.Max(e => e.ExperimentId.Length);
        return estimate.Experiments
            .Select(e => $"  {e.ExperimentId.PadRight(width)}  {(e.Seconds is { } s ? Of(s) : "unknown"),-12}  ({e.Source})")
            .Prepend($"AsyncLab: expected duration, profile {profile} on {cores} cores: {whole}")
            .ToList();
    }
}
