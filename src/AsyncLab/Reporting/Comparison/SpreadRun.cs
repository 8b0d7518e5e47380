namespace AsyncLab.Reporting.Comparison;

/// <summary>One run a recorded spread was measured on: its id and when it started.</summary>
public sealed record SpreadRun(string Id, DateTimeOffset StartedUtc);
