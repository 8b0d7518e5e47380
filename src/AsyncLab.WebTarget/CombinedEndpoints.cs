using Microsoft.AspNetCore.Routing;

namespace AsyncLab.WebTarget;

/// <summary>Several endpoint groups mapped as one, for a room that brings more than one.</summary>
public sealed class CombinedEndpoints(params IEndpointGroup[] groups) : IEndpointGroup
{
    public string Paths => string.Join(' ', groups.Select(g => g.Paths).Where(p => p.Length > 0));

    public void Map(IEndpointRouteBuilder routes, TargetCounters counters)
    {
        foreach (var group in groups)
        {
            group.Map(routes, counters);
        }
    }
}
