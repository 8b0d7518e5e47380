namespace AsyncLab.Tests.Fixtures;

/// <summary>
/// The collection of tests that judge wall-clock latencies against a line: xUnit runs it after the parallel
/// collections, with nothing else in the process, so no other test's blocked threads or CPU land in its timings.
/// </summary>
[CollectionDefinition(Name, DisableParallelization = true)]
public sealed class TimedAlone
{
    public const string Name = "timed alone";
}
