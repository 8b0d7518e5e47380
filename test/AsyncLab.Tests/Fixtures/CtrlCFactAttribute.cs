using AsyncLab.Data.Postgres;

namespace AsyncLab.Tests.Fixtures;

/// <summary>
/// A test that sends the lab SIGINT (Ctrl+C) during its PostgreSQL half: skipped without PostgreSQL, and when this test
/// run ignores SIGINT (started in the background by a script), since the lab it starts then cannot receive it either.
/// </summary>
public sealed class CtrlCFactAttribute : FactAttribute
{
    public CtrlCFactAttribute()
    {
        if (PostgresBinaries.Locate() is null)
        {
            Skip = PostgresBinaries.MissingReason;
        }
        else if (PosixSignals.IgnoredHere(PosixSignals.Interrupt))
        {
            Skip = "this test run ignores SIGINT (started in the background without job control), so the lab it starts would too";
        }
    }
}
