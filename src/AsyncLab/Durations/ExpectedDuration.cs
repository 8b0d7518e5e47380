namespace AsyncLab.Durations;

/// <summary>How long one experiment is expected to take, and where that figure comes from.</summary>
/// <param name="ExperimentId">The experiment.</param>
/// <param name="Seconds">Expected wall-clock seconds; null when neither a previous run nor the lab's table knows.</param>
/// <param name="Source">
/// Where the figure comes from, e.g. "previous run 20261125-203318" or "the lab's table" with the core count it was
/// recorded on.
/// </param>
public sealed record ExpectedDuration(string ExperimentId, double? Seconds, string Source);
