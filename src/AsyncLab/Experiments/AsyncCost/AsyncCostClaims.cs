using AsyncLab.Claims;

namespace AsyncLab.Experiments.AsyncCost;

/// <summary>The eleven async-cost claims as EXPERIMENTS.md states them; how each is judged is in AsyncCostClaims.Judging.cs.</summary>
public static partial class AsyncCostClaims
{
    private const string Seed = "seed 000/001";

    public static readonly ClaimDefinition SyncCompletionOverhead = new("async-cost.sync-completion-overhead", Seed,
        "An async Task method that completes synchronously is only a little slower than the sync one.", "1.11× (text: about 15%)", "1.00–1.30×");

    public static readonly ClaimDefinition TaskSyncAlloc = new("async-cost.task-sync-alloc", Seed,
        "async Task<decimal> completing synchronously allocates one task.", "88 B", "80–96 B");

    public static readonly ClaimDefinition SyncOverCompletedNoAlloc = new("async-cost.sync-over-completed-no-alloc", Seed,
        "Blocking on an already completed async Task allocates nothing.", "0 B", "0 B");

    public static readonly ClaimDefinition ValueTaskSyncNoAlloc = new("async-cost.valuetask-sync-no-alloc", Seed,
        "async ValueTask<T> completing synchronously allocates nothing.", "0 B", "0 B");

    public static readonly ClaimDefinition ValueTaskSyncFaster = new("async-cost.valuetask-sync-faster", Seed,
        "ValueTask is slightly faster than Task when completing synchronously.", "0.98×", "< 1.00×, beyond the run's error");

    public static readonly ClaimDefinition FastPathNoAlloc = new("async-cost.fast-path-no-alloc", Seed,
        "The non-async fast path allocates nothing and is the fastest async-shaped variant.", "0 B", "0 B and ≤ async-valuetask's time");

    public static readonly ClaimDefinition CapturingFastPathAllocates = new("async-cost.capturing-fast-path-allocates", Seed,
        "A capturing local function allocates a closure even on the fast path.", "> 0 B", "> 0 B");

    public static readonly ClaimDefinition AwaitIncompleteCost = new("async-cost.await-incomplete-cost", Seed,
        "Awaiting an incomplete task costs about 4 µs and about 300 B per call.", "+4.2 µs, 296 B", "+1–8 µs and 100–400 B");

    public static readonly ClaimDefinition SyncCallerFasterWhenYielding = new("async-cost.sync-caller-faster-when-yielding", Seed,
        "When every call yields, the sync caller is about 2× faster than the async Task method.", "0.62×", "< 1.00×");

    public static readonly ClaimDefinition ValueTaskSlowerWhenYielding = new("async-cost.valuetask-slower-when-yielding", Seed,
        "When every call yields, ValueTask is no faster than Task and allocates more.", "1.00×, 577 vs 553 B", "≥ 0.97× and more bytes");

    public static readonly ClaimDefinition PoolingRemovesYieldAlloc = new("async-cost.pooling-removes-yield-alloc", ClaimDefinition.LabSource,
        "The pooling builder removes the steady-state allocation of a yielding ValueTask method.", "not in the article", "< 50% of async-valuetask-await's bytes");

    public static IReadOnlyList<ClaimDefinition> All { get; } =
    [
        SyncCompletionOverhead, TaskSyncAlloc, SyncOverCompletedNoAlloc, ValueTaskSyncNoAlloc, ValueTaskSyncFaster,
        FastPathNoAlloc, CapturingFastPathAllocates, AwaitIncompleteCost, SyncCallerFasterWhenYielding,
        ValueTaskSlowerWhenYielding, PoolingRemovesYieldAlloc,
    ];
}
