namespace AsyncLab.Data.Postgres;

public sealed record PostgresServerOptions
{
    /// <summary>How long to wait for the server to accept connections after pg_ctl start.</summary>
    public TimeSpan ReadyTimeout { get; init; } = TimeSpan.FromSeconds(30);

    /// <summary>Room for a client pool of a few hundred connections plus the lab's own.</summary>
    public int MaxConnections { get; init; } = 300;

    public string DatabaseName { get; init; } = "asynclab";

    /// <summary>Extra <c>name=value</c> server settings, passed as <c>-c name=value</c>.</summary>
    public IReadOnlyList<string> Settings { get; init; } = [];

    /// <summary>Where the temporary folder goes; the system temp folder when null.</summary>
    public string? TempRoot { get; init; }

    public Action<PostgresStartupStage>? StageReached { get; init; }

    /// <summary>Where the port to start on comes from; tests hand out one already taken.</summary>
    internal Func<int> PickPort { get; init; } = FreeTcpPort.Pick;
}
