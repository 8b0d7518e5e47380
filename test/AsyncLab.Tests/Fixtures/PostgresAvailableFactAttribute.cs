using AsyncLab.Data.Databases;
using AsyncLab.Data.Postgres;

namespace AsyncLab.Tests.Fixtures;

/// <summary>A fact that needs some PostgreSQL: ASYNCLAB_POSTGRES or binaries to start one; skipped with the reason otherwise.</summary>
public sealed class PostgresAvailableFactAttribute : FactAttribute
{
    public PostgresAvailableFactAttribute()
    {
        if (new PostgresOptions().GivenConnectionString is null && PostgresBinaries.Locate() is null)
        {
            Skip = PostgresBinaries.MissingReason;
        }
    }

    public static bool IsAvailable => new PostgresAvailableFactAttribute().Skip is null;
}
