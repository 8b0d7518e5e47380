namespace AsyncLab.Watch.Detectors;

/// <summary>One stack that pool threads blocked at: how often, how long in all, and its frames (innermost first, "Module!Method").</summary>
public sealed record StackEvidence(double BlockedMs, int Waits, IReadOnlyList<string> Frames)
{
    private const string CoreLibrary = "System.Private.CoreLib!";

    /// <summary>The frames that say whose code blocked: the first few outside the runtime's own library, outermost last.</summary>
    public IEnumerable<string> CallerFrames(int count) => Callers(Frames, count);

    public static IEnumerable<string> Callers(IEnumerable<string> frames, int count) =>
        frames.Where(f => !f.StartsWith(CoreLibrary, StringComparison.Ordinal)).Take(count);
}
