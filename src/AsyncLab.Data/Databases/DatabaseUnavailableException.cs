namespace AsyncLab.Data.Databases;

/// <summary>
/// The database could not be had (no PostgreSQL binaries, initdb failed, the server never became ready ...).
/// The message is one line meant for the report: the experiment records the half as not-measured with it.
/// </summary>
public sealed class DatabaseUnavailableException : Exception
{
    public DatabaseUnavailableException(string reason)
        : base(OneLine(reason))
    {
    }

    public DatabaseUnavailableException(string reason, Exception inner)
        : base(OneLine(reason), inner)
    {
    }

    // Tool output and server errors can span lines; the report wants one.
    private static string OneLine(string reason) =>
        string.Join(' ', reason.Split(['\r', '\n'], StringSplitOptions.RemoveEmptyEntries | StringSplitOptions.TrimEntries));
}
