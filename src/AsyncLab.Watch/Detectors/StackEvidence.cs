using System.Globalization;
using AsyncLab.Watch.Events;

namespace AsyncLab.Watch.Detectors;

/// <summary>
/// One stack that pool threads blocked at: how often, how long in all, and its frames (innermost first, "Module!Method").
/// A sampled stack (<see cref="Sampled"/>) counts thread-milliseconds sampled there in <see cref="BlockedMs"/>, and the
/// threads sampled there in <see cref="Waits"/>.
/// </summary>
public sealed record StackEvidence(double BlockedMs, int Waits, IReadOnlyList<string> Frames)
{
    /// <summary>Whether the stack was sampled (starvation) rather than taken from wait events (blocking).</summary>
    public bool Sampled { get; init; }

    /// <summary>
    /// The ASP.NET Core requests the waits (or samples) fell in, most first, each with how many of them; empty where the
    /// Hosting events did not arrive (not an ASP.NET Core app, a capture without them, .NET 8).
    /// </summary>
    public IReadOnlyList<RouteCount> Routes { get; init; } = [];

    /// <summary>
    /// "1200 ms blocked in 30 wait(s)", or for a sampled stack "900 ms of pool-thread time sampled on 12 thread(s)",
    /// with the top route where there is one.
    /// </summary>
    public string Describe() => (Sampled
        ? string.Create(CultureInfo.InvariantCulture, $"{BlockedMs:0} ms of pool-thread time sampled on {Waits} thread(s)")
        : string.Create(CultureInfo.InvariantCulture, $"{BlockedMs:0} ms blocked in {Waits} wait(s)")) + RouteText();

    /// <summary>", in GET /sync-over-async (28 of 30)" for the top route, or empty.</summary>
    public string RouteText() =>
        Routes.Count == 0 ? string.Empty : ", in " + Routes[0].Describe(Sampled ? (int)BlockedMs : Waits);

    private const string CoreLibrary = "System.Private.CoreLib!";

    /// <summary>The frames that say whose code blocked: the first few outside the runtime's own library, outermost last.</summary>
    public IEnumerable<string> CallerFrames(int count) => Callers(Frames, count);

    public static IEnumerable<string> Callers(IEnumerable<string> frames, int count) =>
        frames.Where(f => !f.StartsWith(CoreLibrary, StringComparison.Ordinal)).Take(count);
}
