namespace AsyncLab.Scan;

/// <summary>
/// A watch detector (blocking, starvation) whose recorded stacks named a finding's site: how many waits (or, for sampled
/// stacks, threads) fell there, and the frame that named it.
/// </summary>
public sealed record RuntimeSighting(string Detector, int Count, string Frame);
