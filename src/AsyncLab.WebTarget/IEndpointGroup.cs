using Microsoft.AspNetCore.Routing;

namespace AsyncLab.WebTarget;

/// <summary>A set of endpoints an experiment brings to the target server, mapped beside the work and observation ones.</summary>
public interface IEndpointGroup
{
    /// <summary>Its paths as serve's start-up line lists them; empty when the group only answers 404 with a hint.</summary>
    string Paths { get; }

    void Map(IEndpointRouteBuilder routes, TargetCounters counters);
}
