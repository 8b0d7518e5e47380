namespace AsyncLab.Results;

/// <summary>One timing of the machine-speed probe: how long its fixed work took, when, and between which measurements.</summary>
/// <param name="AtSeconds">Seconds since the run started.</param>
/// <param name="Experiment">The experiment running at the time.</param>
/// <param name="Where">The moment within it, e.g. "start", "after round 3", "after fair 600 users".</param>
/// <param name="ProbeMicroseconds">The probe's time; higher is a slower machine.</param>
public sealed record SpeedSample(double AtSeconds, string Experiment, string Where, double ProbeMicroseconds);
