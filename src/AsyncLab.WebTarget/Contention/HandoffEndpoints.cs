using System.Collections.Concurrent;
using AsyncLab.WebTarget.WebThroughput;
using Microsoft.AspNetCore.Builder;
using Microsoft.AspNetCore.Http;
using Microsoft.AspNetCore.Routing;

namespace AsyncLab.WebTarget.Contention;

/// <summary>
/// <c>/handoff?u=MS</c>: every request awaits a U-millisecond delay, then hands an item to one consumer and awaits its
/// reply. The consumer takes items from a BlockingCollection on one pool thread, blocking in Take while none waits: a
/// legitimate pattern that holds one pool thread by design, which watch must not call blocking or starvation.
/// </summary>
public sealed class HandoffEndpoints : IEndpointGroup
{
    public const string Route = "/handoff";

    private readonly BlockingCollection<TaskCompletionSource> items = [];
    private readonly Lazy<Task> consumer;

    public HandoffEndpoints() =>
        consumer = new Lazy<Task>(() => Task.Run(Consume)); // started by the first request: a pool thread, as the pattern has it

    public string Paths => Route + " (?u=MS)";

    public void Map(IEndpointRouteBuilder routes, TargetCounters counters) => routes.MapGet(Route, async (HttpContext http) =>
    {
        counters.CountRequest();
        if (!WorkUnit.TryParse(http.Request.Query[WorkUnit.QueryName], out var unitMs, out var problem))
        {
            return Results.Text(problem + "\n", statusCode: StatusCodes.Status400BadRequest);
        }

        await Task.Delay(unitMs).ConfigureAwait(false);
        _ = consumer.Value;
        var reply = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);
        items.Add(reply);
        await reply.Task.ConfigureAwait(false);
        return Results.Text("done\n");
    });

    // Runs for the server's life: the process's exit ends it.
    private void Consume()
    {
        foreach (var reply in items.GetConsumingEnumerable())
        {
            reply.TrySetResult();
        }
    }
}
