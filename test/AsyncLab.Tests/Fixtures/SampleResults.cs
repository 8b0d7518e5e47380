using AsyncLab.Html.Charts;
using AsyncLab.Results;

namespace AsyncLab.Tests.Fixtures;

/// <summary>A small, fixed results document: the same input every time, for round-trip and rendering tests.</summary>
public static class SampleResults
{
    public static ResultsDocument Create() => new(
        ResultsDocument.CurrentSchema,
        new RunInfo("20260101-120000", "quick", new DateTimeOffset(2026, 1, 1, 12, 0, 0, TimeSpan.Zero),
            new DateTimeOffset(2026, 1, 1, 12, 3, 0, TimeSpan.Zero),
            ".NET 10.0.0", "Linux", "Test CPU", 2, "workstation, concurrent", "0.1.0 (Release)"),
        [
            new ExperimentResult("async-cost", "The cost of async methods", ExperimentStatus.Ok, null,
                [
                    new Measurement("sync-over-async-init", new Dictionary<string, string>(),
                        new Dictionary<string, double> { ["mean_ns"] = 600, ["ratio"] = 1.0, ["allocated_bytes_per_op"] = 0 })
                    {
                        Published = new Dictionary<string, double> { ["mean_ns"] = 2268, ["ratio"] = 1.0, ["allocated_bytes_per_op"] = 0 },
                        PublishedSource = "seed 000/001",
                    },
                    new Measurement("async-task", new Dictionary<string, string> { ["delay"] = "1" },
                        new Dictionary<string, double> { ["mean_ns"] = 650, ["ratio"] = 1.083, ["allocated_bytes_per_op"] = 80 }),
                ],
                [
                    new ClaimResult("async-cost.task-sync-alloc", "seed 000/001", "async Task<decimal> allocates | one task.", "88 B",
                        "80 B", Verdict.Holds, "one Task<decimal>"),
                    new ClaimResult("async-cost.valuetask-sync-faster", "seed 000/001", "ValueTask is faster.", "0.98×", "1.01×",
                        Verdict.Refuted, "no faster"),
                ])
            {
                Metrics = [Metrics.MeanNs, Metrics.Ratio, Metrics.AllocatedBytesPerOp],
                Notes = ["A note."],
                DurationSeconds = 42.5,
                Series = [new Series("threads", "s", "threads", [new SeriesPoint(0, 2), new SeriesPoint(1, 4)]) { Group = "test" }],
            },
            new ExperimentResult("task-caching", "Which completed tasks the runtime caches", ExperimentStatus.Failed,
                "InvalidOperationException: boom", [],
                [
                    new ClaimResult("task-caching.bool-cached", "seed 000/001", "bool cached", "same instance", "—", Verdict.NotMeasured,
                        "InvalidOperationException: boom")
                ]),
        ]);
}
