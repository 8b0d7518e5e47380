using AsyncLab.Results;

namespace AsyncLab.Comparison;

/// <summary>A claim whose verdict differs between run A and run B.</summary>
public sealed record VerdictChange(string Experiment, ClaimResult A, ClaimResult B);
