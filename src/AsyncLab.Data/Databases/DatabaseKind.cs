namespace AsyncLab.Data.Databases;

public enum DatabaseKind
{
    /// <summary>Embedded; Microsoft.Data.Sqlite's async methods run synchronously.</summary>
    Sqlite,

    /// <summary>A server over loopback TCP; Npgsql's async methods really wait on the socket.</summary>
    PostgreSql,
}
