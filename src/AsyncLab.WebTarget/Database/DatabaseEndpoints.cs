using AsyncLab.Data.Databases;
using AsyncLab.Data.Orders;
using Microsoft.AspNetCore.Builder;
using Microsoft.AspNetCore.Http;
using Microsoft.AspNetCore.Routing;

namespace AsyncLab.WebTarget.Database;

/// <summary>
/// The database experiment's endpoints: the same read and the same write through EF Core's synchronous API and its
/// asynchronous one, over the database the server was started with, and GET /db/stats. Without a database (serve was
/// not given --database) every /db path answers 404 saying how to start with one.
/// </summary>
public sealed class DatabaseEndpoints(DatabaseTarget? target) : IEndpointGroup
{
    public const string ReadSync = "/db/read-sync";
    public const string ReadAsync = "/db/read-async";
    public const string WriteSync = "/db/write-sync";
    public const string WriteAsync = "/db/write-async";

    public const string StatsPath = "/db/stats";

    public static IReadOnlyList<string> Routes { get; } = [ReadSync, ReadAsync, WriteSync, WriteAsync];

    /// <summary>The database it serves, or null: then /db/* answers 404.</summary>
    public DatabaseTarget? Target => target;

    /// <summary>The store and its counters once mapped over a database; null without one.</summary>
    public DatabaseCounters? Counters { get; private set; }

    public string Paths => target is null ? "" : string.Join(' ', Routes) + " (?customer=...) " + StatsPath;

    public void Map(IEndpointRouteBuilder routes, TargetCounters counters)
    {
        if (target is null)
        {
            routes.MapGet("/db/{**rest}", () => Results.Text(
                "no database: start serve with --database sqlite|postgres --connection-string ...\n",
                statusCode: StatusCodes.Status404NotFound));
            return;
        }

        var db = new DatabaseCounters(target.Kind, new OrderStore(target.ContextFactory()));
        Counters = db;
        routes.MapGet(StatsPath, () => Results.Json(db.Snapshot()));
        routes.MapGet(ReadSync, (HttpContext http) =>
            Read(http, counters, out var query) ?? DatabaseFailure.Guard(db, () => Found(db.Store.FindTopOrders(query!))));
        routes.MapGet(ReadAsync, async (HttpContext http) =>
            Read(http, counters, out var query) ?? await DatabaseFailure
                .GuardAsync(db, async () => Found(await db.Store.FindTopOrdersAsync(query!, http.RequestAborted).ConfigureAwait(false)))
                .ConfigureAwait(false));
        routes.MapGet(WriteSync, (HttpContext http) =>
            Write(http, counters, out var order) ?? DatabaseFailure.Guard(db, () => Written(db, db.Store.PlaceOrder(order!))));
        // Not given RequestAborted: a write the client gave up on still finishes and is counted, so rows and 2xx can be compared.
        routes.MapGet(WriteAsync, async (HttpContext http) =>
            Write(http, counters, out var order) ?? await DatabaseFailure
                .GuardAsync(db, async () => Written(db, await db.Store.PlaceOrderAsync(order!).ConfigureAwait(false)))
                .ConfigureAwait(false));
    }

    private static IResult Found(List<Order> rows) => Results.Text(FormattableString.Invariant($"{rows.Count} orders\n"));

    private static IResult Written(DatabaseCounters db, long id)
    {
        db.CountRowWritten();
        return Results.Text(FormattableString.Invariant($"order {id}\n"));
    }

    // Null when the request may go on; otherwise the 400 to answer.
    private static IResult? Read(HttpContext http, TargetCounters counters, out OrderQuery? query)
    {
        counters.CountRequest();
        return DatabaseRequest.TryRead(http.Request.Query, out query, out var problem) ? null : BadRequest(problem);
    }

    private static IResult? Write(HttpContext http, TargetCounters counters, out NewOrder? order)
    {
        counters.CountRequest();
        return DatabaseRequest.TryWrite(http.Request.Query, out order, out var problem) ? null : BadRequest(problem);
    }

    private static IResult BadRequest(string problem) => Results.Text(problem + "\n", statusCode: StatusCodes.Status400BadRequest);
}
