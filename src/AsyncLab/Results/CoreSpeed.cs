namespace AsyncLab.Results;

/// <summary>
/// How long one step of the core-speed check's two loops took on one core. The lab does not take the check (its reading
/// tells a reader nothing about a verdict); the type is kept so that results.json files that carry the check read.
/// </summary>
/// <param name="When">The moment of the run: "start" or "end".</param>
/// <param name="Cpu">The core's number, as the operating system counts them.</param>
/// <param name="CallNsPerStep">
/// The loop that calls a method at every step, which loads and stores its state, in nanoseconds per step.
/// </param>
/// <param name="RegisterNsPerStep">The same steps inline, with the state held in a register, in nanoseconds per step.</param>
public sealed record CoreSpeed(string When, int Cpu, double CallNsPerStep, double RegisterNsPerStep);
