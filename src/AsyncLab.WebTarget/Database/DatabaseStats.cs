namespace AsyncLab.WebTarget.Database;

/// <summary>
/// GET /db/stats: async calls made and how many completed synchronously (never released their thread),
/// per access path, with rows written and database failures since the server started.
/// </summary>
public sealed record DatabaseStats(
    string Database,
    long AsyncReads,
    long AsyncReadsCompletedSynchronously,
    long AsyncWrites,
    long AsyncWritesCompletedSynchronously,
    long RowsWritten,
    long Failures);
