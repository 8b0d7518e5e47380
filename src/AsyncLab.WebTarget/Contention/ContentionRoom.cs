using System.CommandLine;

namespace AsyncLab.WebTarget.Contention;

/// <summary>watch's contention room: one endpoint that makes every request queue for one lock. Always on (it needs nothing but the query's U).</summary>
public sealed class ContentionRoom : ITargetRoom
{
    public IReadOnlyList<Option> Options => [];

    public IEndpointGroup Open(ParseResult parse, Func<string, string?> environment) => new LockEndpoints();
}
