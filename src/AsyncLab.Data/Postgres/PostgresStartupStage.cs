namespace AsyncLab.Data.Postgres;

public enum PostgresStartupStep
{
    FolderCreated,
    ClusterInitialised,
    ServerStarting,
    ServerReady,
    DatabaseCreated,
}

/// <summary>Reported as the server starts; tests use it to cancel at a chosen moment.</summary>
public sealed record PostgresStartupStage(PostgresStartupStep Step, string Folder, int Port);
