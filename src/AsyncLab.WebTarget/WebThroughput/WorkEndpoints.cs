using AsyncLab.Scenarios.WebThroughput;
using Microsoft.AspNetCore.Builder;
using Microsoft.AspNetCore.Http;
using Microsoft.AspNetCore.Routing;

namespace AsyncLab.WebTarget.WebThroughput;

/// <summary>The seven endpoints of web-throughput (docs/EXPERIMENTS.md), each doing <see cref="RequestWork"/> in units of U.</summary>
public sealed class WorkEndpoints : IEndpointGroup
{
    public static IReadOnlyList<string> Routes { get; } =
        ["/base", "/base-async", "/base-async2", "/fair", "/fair-async", "/async", "/sync-over-async"];

    public string Paths => string.Join(' ', Routes) + " (?u=MS)";

    public void Map(IEndpointRouteBuilder routes, TargetCounters counters)
    {
        routes.MapGet("/base", (HttpContext http) => Blocking(http, counters, RequestWork.Base));
        routes.MapGet("/fair", (HttpContext http) => Blocking(http, counters, RequestWork.Fair));
        routes.MapGet("/base-async", (HttpContext http) => Offloading(http, counters, 1, RequestWork.OffloadOne));
        routes.MapGet("/fair-async", (HttpContext http) => Offloading(http, counters, 1, RequestWork.OffloadOne));
        routes.MapGet("/base-async2", (HttpContext http) => Offloading(http, counters, 2, RequestWork.OffloadTwo));
        routes.MapGet("/sync-over-async", (HttpContext http) => Blocking(http, counters, RequestWork.SyncOverAsync));
        routes.MapGet("/async", async (HttpContext http) =>
        {
            if (!Accept(http, counters, out var unitMs, out var rejection))
            {
                return rejection;
            }

            await RequestWork.TrueAsync(unitMs).ConfigureAwait(false);
            return Done;
        });
    }

    private static readonly IResult Done = Results.Text("done\n");

    private static IResult Blocking(HttpContext http, TargetCounters counters, Action<int> work)
    {
        if (!Accept(http, counters, out var unitMs, out var rejection))
        {
            return rejection;
        }

        work(unitMs);
        return Done;
    }

    private static IResult Offloading(HttpContext http, TargetCounters counters, int tasks, Func<int, int> work)
    {
        if (!Accept(http, counters, out var unitMs, out var rejection))
        {
            return rejection;
        }

        counters.CountOffload(tasks, work(unitMs));
        return Done;
    }

    private static bool Accept(HttpContext http, TargetCounters counters, out int unitMs, out IResult rejection)
    {
        counters.CountRequest();
        if (WorkUnit.TryParse(http.Request.Query[WorkUnit.QueryName], out unitMs, out var problem))
        {
            rejection = Done;
            return true;
        }

        rejection = Results.Text(problem + "\n", statusCode: StatusCodes.Status400BadRequest);
        return false;
    }
}
