namespace AsyncLab.Watch.Detectors;

/// <summary>Consecutive counter rows with work waiting in the pool's queue: the starvation rules' unit.</summary>
public sealed record QueueStretch(IReadOnlyList<CounterRow> Rows)
{
    public static QueueStretch Empty { get; } = new([]);

    public int Samples => Rows.Count;

    /// <summary>Threads the pool added from the stretch's first sample to its last.</summary>
    public double ThreadRise => Rows.Count == 0 ? 0 : Rows[^1].Threads - Rows[0].Threads;

    /// <summary>The process's mean CPU over the stretch, in percent of the machine; null where the counter never came.</summary>
    public double? CpuMean => Rows.Count == 0 || Rows.Any(r => r.Cpu is null) ? null : Rows.Average(r => r.Cpu!.Value);

    public TimeSpan From => Rows.Count == 0 ? TimeSpan.Zero : Rows[0].At;

    public TimeSpan To => Rows.Count == 0 ? TimeSpan.Zero : Rows[^1].At;

    /// <summary>The stretches of rows with any work queued.</summary>
    public static IEnumerable<QueueStretch> Queued(IReadOnlyList<CounterRow> rows) => Runs(rows, row => row.Queue >= 1);

    private static IEnumerable<QueueStretch> Runs(IReadOnlyList<CounterRow> rows, Func<CounterRow, bool> belongs)
    {
        var run = new List<CounterRow>();
        foreach (var row in rows)
        {
            if (belongs(row))
            {
                run.Add(row);
                continue;
            }

            if (run.Count > 0)
            {
                yield return new QueueStretch(run);
                run = [];
            }
        }

        if (run.Count > 0)
        {
            yield return new QueueStretch(run);
        }
    }
}
