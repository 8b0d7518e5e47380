using System.CommandLine;

namespace AsyncLab.WebTarget.Contention;

/// <summary>
/// watch's room: /lock, where every request queues for one lock, and /handoff, where one pool thread consumes a
/// BlockingCollection by design. Always on (they need nothing but the query's U).
/// </summary>
public sealed class ContentionRoom : ITargetRoom
{
    public IReadOnlyList<Option> Options => [];

    public IEndpointGroup Open(ParseResult parse, Func<string, string?> environment) =>
        new CombinedEndpoints(new LockEndpoints(), new HandoffEndpoints());
}
