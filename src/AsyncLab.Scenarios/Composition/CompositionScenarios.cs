namespace AsyncLab.Scenarios.Composition;

/// <summary>Every scenario of the composition experiment, by variant id.</summary>
public static class CompositionScenarios
{
    public const string ArticleIndexAsync1 = "article-index-async1";
    public const string ArticleIndexAsync2 = "article-index-async2";
    public const string ArticleIndex1 = "article-index1";
    public const string ArticleIndex2 = "article-index2";
    public const string AwaitInTurn = "await-in-turn";
    public const string AwaitWhenAll = "await-whenall";
    public const string WaitWithContext = "wait-with-context";
    public const string ResultWithContext = "result-with-context";
    public const string UnawaitedWhenAllWithContext = "unawaited-whenall-result-with-context";
    public const string WaitConfigureAwaitFalse = "wait-configureawait-false";
    public const string ResultConfigureAwaitFalse = "result-configureawait-false";
    public const string UnawaitedWhenAllConfigureAwaitFalse = "unawaited-whenall-result-configureawait-false";
    public const string WaitNoContext = "wait-no-context";
    public const string ResultNoContext = "result-no-context";
    public const string UnawaitedWhenAllNoContext = "unawaited-whenall-result-no-context";

    private static readonly Func<TimeSpan, Task<string>> Captured = SlowOperation.FetchAsync;
    private static readonly Func<TimeSpan, Task<string>> Detached = SlowOperation.FetchDetachedAsync;

    public static IReadOnlyList<CompositionScenario> All { get; } =
    [
        // The article's four actions as published, on the single-threaded context its ASP.NET request had.
        new(ArticleIndexAsync1, true, ArticleActions.IndexAsync1),
        new(ArticleIndexAsync2, true, ArticleActions.IndexAsync2),
        Blocking(ArticleIndex1, true, ArticleActions.Index1),
        Blocking(ArticleIndex2, true, ArticleActions.Index2),

        // The lab's shapes: a timer in place of a blocked pool thread, .Result beside .Wait(), the fix, and no context.
        new(AwaitInTurn, true, CompositionPatterns.AwaitInTurnAsync),
        new(AwaitWhenAll, true, CompositionPatterns.AwaitWhenAllAsync),
        Blocking(WaitWithContext, true, u => CompositionPatterns.BlockWithWait(Captured, u)),
        Blocking(ResultWithContext, true, u => CompositionPatterns.BlockWithResult(Captured, u)),
        Blocking(UnawaitedWhenAllWithContext, true, u => CompositionPatterns.BlockAfterUnawaitedWhenAll(Captured, u)),
        Blocking(WaitConfigureAwaitFalse, true, u => CompositionPatterns.BlockWithWait(Detached, u)),
        Blocking(ResultConfigureAwaitFalse, true, u => CompositionPatterns.BlockWithResult(Detached, u)),
        Blocking(UnawaitedWhenAllConfigureAwaitFalse, true, u => CompositionPatterns.BlockAfterUnawaitedWhenAll(Detached, u)),
        Blocking(WaitNoContext, false, u => CompositionPatterns.BlockWithWait(Captured, u)),
        Blocking(ResultNoContext, false, u => CompositionPatterns.BlockWithResult(Captured, u)),
        Blocking(UnawaitedWhenAllNoContext, false, u => CompositionPatterns.BlockAfterUnawaitedWhenAll(Captured, u)),
    ];

    public static CompositionScenario Get(string id) => All.Single(s => s.Id == id);

    // A blocking body finishes (or deadlocks) before it returns, so its "task" is already complete.
    private static CompositionScenario Blocking(string id, bool underContext, Func<TimeSpan, string> body) =>
        new(id, underContext, unit => Task.FromResult(body(unit)));
}
