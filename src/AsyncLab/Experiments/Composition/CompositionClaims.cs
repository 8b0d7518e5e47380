using System.Globalization;
using AsyncLab.Claims;
using AsyncLab.Results;
using static AsyncLab.Scenarios.Composition.CompositionScenarios;

namespace AsyncLab.Experiments.Composition;

/// <summary>The five composition claims, and how each is judged from what the watchdog saw in this run.</summary>
public static class CompositionClaims
{
    private const string Seed = "seed 003";

    public static readonly ClaimDefinition WhenAllOverlaps = new("composition.whenall-overlaps", Seed,
        "Awaiting two U ms operations through Task.WhenAll takes about U; awaiting them in turn takes about 2U.", "≈ 1 U vs ≈ 2 U", "WhenAll 0.9–1.5 U and in turn 1.8–2.5 U");

    public static readonly ClaimDefinition WaitDeadlocksWithContext = new("composition.wait-deadlocks-with-context", Seed,
        "Under a single-threaded SynchronizationContext, .Wait() or .Result on an async method that awaits without ConfigureAwait(false) never completes.", "deadlock", "both deadlock");

    public static readonly ClaimDefinition ResultAfterUnawaitedWhenAllDeadlocks = new("composition.result-after-unawaited-whenall-deadlocks", Seed,
        "Task.WhenAll(a, b) without await, then a.Result, deadlocks the same way.", "deadlock", "deadlocks");

    public static readonly ClaimDefinition ConfigureAwaitFalseAvoidsDeadlock = new("composition.configureawait-false-avoids-deadlock", ClaimDefinition.LabSource,
        "The same blocking code completes when the awaited method uses ConfigureAwait(false).", "not in the article", "all three complete");

    public static readonly ClaimDefinition NoContextNoDeadlock = new("composition.no-context-no-deadlock", ClaimDefinition.LabSource,
        "With no SynchronizationContext (ASP.NET Core, a console) the same blocking code completes, holding a thread while it waits.", "not in the article", "all three complete");

    public static IReadOnlyList<ClaimDefinition> All { get; } =
        [WhenAllOverlaps, WaitDeadlocksWithContext, ResultAfterUnawaitedWhenAllDeadlocks, ConfigureAwaitFalseAvoidsDeadlock, NoContextNoDeadlock];

    public static IReadOnlyList<ClaimResult> Judge(IReadOnlyDictionary<string, ScenarioFigures> f, TimeSpan unit) =>
    [
        JudgeOverlap(f, unit),
        Deadlocks(WaitDeadlocksWithContext, f, [WaitWithContext, ResultWithContext]),
        Deadlocks(ResultAfterUnawaitedWhenAllDeadlocks, f, [UnawaitedWhenAllWithContext]),
        Completes(ConfigureAwaitFalseAvoidsDeadlock, f, [WaitConfigureAwaitFalse, ResultConfigureAwaitFalse, UnawaitedWhenAllConfigureAwaitFalse],
            "the awaited method resumes on the timer's thread-pool thread, so nothing needs the blocked context thread"),
        Completes(NoContextNoDeadlock, f, [WaitNoContext, ResultNoContext, UnawaitedWhenAllNoContext],
            "continuations run on the thread pool; the calling thread sits blocked for the whole operation (elapsed ≈ U) but is released"),
    ];

    private static ClaimResult JudgeOverlap(IReadOnlyDictionary<string, ScenarioFigures> f, TimeSpan unit)
    {
        var inTurn = f[AwaitInTurn];
        var whenAll = f[AwaitWhenAll];
        if (!inTurn.AllCompleted || !whenAll.AllCompleted)
        {
            return WhenAllOverlaps.Judged(Verdict.Refuted, "did not complete", "an awaiting scenario failed to complete under the context");
        }

        var inTurnUnits = inTurn.MedianElapsed / unit;
        var whenAllUnits = whenAll.MedianElapsed / unit;
        var measured = string.Create(CultureInfo.InvariantCulture,
            $"WhenAll {whenAllUnits:0.00} U, in turn {inTurnUnits:0.00} U (U = {unit.TotalMilliseconds:0} ms)");
        var verdict = (whenAllUnits is >= 0.9 and <= 1.5, inTurnUnits is >= 1.8 and <= 2.5) switch
        {
            (true, true) => Verdict.Holds,
            _ when inTurnUnits > whenAllUnits * 1.2 => Verdict.Differs,
            _ => Verdict.Refuted,
        };
        var why = verdict switch
        {
            Verdict.Holds => "both timers run at once under WhenAll; awaited in turn, the second starts only after the first resumes",
            Verdict.Differs => "WhenAll overlapped the two operations, but the times sit outside the bands (timer resolution or a busy machine)",
            _ => "WhenAll was not clearly faster than awaiting in turn in this run",
        };
        return WhenAllOverlaps.Judged(verdict, measured, why);
    }

    private static ClaimResult Deadlocks(ClaimDefinition claim, IReadOnlyDictionary<string, ScenarioFigures> f, string[] variants)
    {
        var completed = variants.Where(v => f[v].AnyCompleted).ToList();
        var measured = Describe(f, variants);
        return completed.Count == 0
            ? claim.Judged(Verdict.Holds, measured, $"the continuation is posted to the context's only thread, which is blocked waiting for it; still blocked after the {Timeout(f, variants)} watchdog timeout")
            : claim.Judged(Verdict.Refuted, measured, "completed: " + string.Join(", ", completed));
    }

    private static ClaimResult Completes(ClaimDefinition claim, IReadOnlyDictionary<string, ScenarioFigures> f, string[] variants, string whyWhenCompleted)
    {
        var stuck = variants.Where(v => !f[v].AllCompleted).ToList();
        var measured = Describe(f, variants);
        return stuck.Count == 0
            ? claim.Judged(Verdict.Holds, measured, whyWhenCompleted)
            : claim.Judged(Verdict.Refuted, measured, "did not complete within the watchdog timeout: " + string.Join(", ", stuck));
    }

    private static string Describe(IReadOnlyDictionary<string, ScenarioFigures> f, string[] variants) =>
        string.Join("; ", variants.Select(v => $"{v}: {f[v].Describe()}"));

    private static string Timeout(IReadOnlyDictionary<string, ScenarioFigures> f, string[] variants) =>
        string.Create(CultureInfo.InvariantCulture, $"{f[variants[0]].Timeout.TotalSeconds:0.#} s");
}
