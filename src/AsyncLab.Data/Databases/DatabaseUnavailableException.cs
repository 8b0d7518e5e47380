namespace AsyncLab.Data.Databases;

/// <summary>
/// The database could not be had (no PostgreSQL binaries, initdb failed, the server never became ready ...).
/// The message is one line meant for the report: the experiment records the half as not-measured with it.
/// </summary>
public sealed class DatabaseUnavailableException : Exception
{
    public DatabaseUnavailableException(string reason)
        : base(reason)
    {
    }

    public DatabaseUnavailableException(string reason, Exception inner)
        : base(reason, inner)
    {
    }
}
