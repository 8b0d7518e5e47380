using AsyncLab.WebTarget.WebThroughput;
using Microsoft.AspNetCore.Builder;
using Microsoft.AspNetCore.Http;
using Microsoft.AspNetCore.Routing;

namespace AsyncLab.WebTarget.Contention;

/// <summary>
/// <c>/lock?u=MS</c>: every request enters one shared lock and blocks U milliseconds inside it (a blocking call under a
/// lock), so under concurrent load the requests queue for the lock: what watch's contention detector must find.
/// </summary>
public sealed class LockEndpoints : IEndpointGroup
{
    public const string Route = "/lock";

    private readonly Lock shared = new();

    public string Paths => Route + " (?u=MS)";

    public void Map(IEndpointRouteBuilder routes, TargetCounters counters) => routes.MapGet(Route, (HttpContext http) =>
    {
        counters.CountRequest();
        if (!WorkUnit.TryParse(http.Request.Query[WorkUnit.QueryName], out var unitMs, out var problem))
        {
            return Results.Text(problem + "\n", statusCode: StatusCodes.Status400BadRequest);
        }

        lock (shared)
        {
            Thread.Sleep(unitMs);
        }

        return Results.Text("done\n");
    });
}
