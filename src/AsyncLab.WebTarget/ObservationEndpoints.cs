using System.Globalization;
using Microsoft.AspNetCore.Builder;
using Microsoft.AspNetCore.Http;
using Microsoft.AspNetCore.Routing;

namespace AsyncLab.WebTarget;

/// <summary>What the server tells about itself: readiness, pool bounds, counters and pool samples.</summary>
public static class ObservationEndpoints
{
    public static void Map(IEndpointRouteBuilder routes, TargetCounters counters, PoolSampler sampler, PoolSettings pool)
    {
        routes.MapGet("/health", () => Results.Text("ok\n"));
        routes.MapGet("/pool", () => Results.Json(pool));
        routes.MapGet("/stats", () => Results.Json(new TargetStats(
            counters.Requests, counters.Offloaded, counters.Inline, sampler.LastSeq, sampler.NowMs, ThreadPool.ThreadCount)));
        routes.MapGet("/samples", (HttpContext http) =>
        {
            var text = http.Request.Query["after"].ToString();
            long after = 0;
            if (text.Length > 0 && !long.TryParse(text, NumberStyles.None, CultureInfo.InvariantCulture, out after))
            {
                return Results.Text("after must be a sample sequence number\n", statusCode: StatusCodes.Status400BadRequest);
            }

            return Results.Json(sampler.After(after));
        });
    }
}
