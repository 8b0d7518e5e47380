using AsyncLab.Data.Postgres;

namespace AsyncLab.Tests.Fixtures;

/// <summary>A fact that needs the PostgreSQL binaries (the lab starts its own server); skipped with the reason otherwise.</summary>
public sealed class PostgresInstalledFactAttribute : FactAttribute
{
    public PostgresInstalledFactAttribute()
    {
        if (PostgresBinaries.Locate() is null)
        {
            Skip = PostgresBinaries.MissingReason;
        }
    }
}
