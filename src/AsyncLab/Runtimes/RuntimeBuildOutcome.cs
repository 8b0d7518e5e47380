namespace AsyncLab.Runtimes;

/// <summary>A child for one runtime, ready to start (<see cref="Executable"/>), or why it could not be built.</summary>
public sealed record RuntimeBuildOutcome(LabRuntime Runtime, string? Executable, bool Cached, string? Error, double Seconds);
