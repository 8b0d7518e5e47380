using AsyncLab.Data.Postgres;

namespace AsyncLab.Tests.Fixtures;

/// <summary>A theory that needs the PostgreSQL binaries (the lab starts its own server); skipped with the reason otherwise.</summary>
public sealed class PostgresInstalledTheoryAttribute : TheoryAttribute
{
    public PostgresInstalledTheoryAttribute()
    {
        if (PostgresBinaries.Locate() is null)
        {
            Skip = PostgresBinaries.MissingReason;
        }
    }
}
