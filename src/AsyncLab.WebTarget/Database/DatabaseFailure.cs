using System.Data.Common;
using System.Net.Sockets;
using Microsoft.AspNetCore.Http;
using Microsoft.EntityFrameworkCore;

namespace AsyncLab.WebTarget.Database;

/// <summary>
/// A database that fails or goes away answers 503 with one line and is counted, so the load driver sees
/// counted errors, not a server that hangs or dies.
/// </summary>
internal static class DatabaseFailure
{
    public static IResult Guard(DatabaseCounters db, Func<IResult> call)
    {
        try
        {
            return call();
        }
        catch (Exception failure) when (IsDatabaseFailure(failure))
        {
            return Unavailable(db, failure);
        }
    }

    public static async Task<IResult> GuardAsync(DatabaseCounters db, Func<Task<IResult>> call)
    {
        try
        {
            return await call().ConfigureAwait(false);
        }
        catch (Exception failure) when (IsDatabaseFailure(failure))
        {
            return Unavailable(db, failure);
        }
    }

    // EF Core wraps provider failures in InvalidOperationException (transient failure) or DbUpdateException (writes).
    private static bool IsDatabaseFailure(Exception failure) =>
        failure is DbException or DbUpdateException or InvalidOperationException or TimeoutException or SocketException or IOException;

    private static IResult Unavailable(DatabaseCounters db, Exception failure)
    {
        db.CountFailure();
        var line = failure.Message.Split(['\r', '\n'], 2)[0];
        return Results.Text($"database failure: {line}\n", statusCode: StatusCodes.Status503ServiceUnavailable);
    }
}
