using System.CommandLine;

namespace AsyncLab.WebTarget.WebThroughput;

/// <summary>web-throughput's room: its work endpoints, always on (they need nothing but the query's U).</summary>
public sealed class WebThroughputRoom : ITargetRoom
{
    public IReadOnlyList<Option> Options => [];

    public IEndpointGroup Open(ParseResult parse, Func<string, string?> environment) => new WorkEndpoints();
}
