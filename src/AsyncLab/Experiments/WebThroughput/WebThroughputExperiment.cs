using AsyncLab.Claims;
using AsyncLab.Load;
using AsyncLab.Results;
using AsyncLab.Running;
using AsyncLab.WebTarget;
using AsyncLab.WebTarget.WebThroughput;

namespace AsyncLab.Experiments.WebThroughput;

/// <summary>
/// web-throughput (seed 003): a real Kestrel server in a child process under closed-loop load (and one open-loop test per
/// pool setting), with the worker pool bounded and at its default, watching throughput, latency, thread count and inline
/// execution of offloaded tasks.
/// </summary>
public sealed class WebThroughputExperiment : IExperiment
{
    public string Id => "web-throughput";

    public string Title => "When offloading to another thread raises a web server's throughput";

    public string Sources => "seed 003";

    public IReadOnlyList<string> Variants { get; } = ["base", "base-async", "base-async2", "fair", "fair-async", "async",
        "sync-over-async"];

    public IReadOnlyList<ClaimDefinition> Claims => WebThroughputClaims.All;

    IReadOnlyList<Metric> IExperiment.Metrics => WebThroughputMetrics.All;

    /// <summary>It never measures again for an open claim: its claims are judged once, at the full 1 %.</summary>
    public int Looks(Profile profile) => 1;

    /// <summary>Its server runs on the lab's own runtime only.</summary>
    public bool NeedsTargetServer => true;

    /// <summary>The article's tests, on its thread budget: the seed claims read these.</summary>
    public static IReadOnlyList<WebLoadTest> ArticleTests { get; } = ArticleShaped(PoolSetting.Article);

    /// <summary>The article's tests on the lab's bounded pool: the variant, in full.</summary>
    public static IReadOnlyList<WebLoadTest> BoundedVariantTests { get; } = ArticleShaped(PoolSetting.Bounded);

    /// <summary>The article's tests on its cap, the pool grown by the runtime's injection: the variant, in full.</summary>
    public static IReadOnlyList<WebLoadTest> InjectedVariantTests { get; } = ArticleShaped(PoolSetting.Injected);

    /// <summary>The lab's own tests on its bounded pool, in every profile.</summary>
    public static IReadOnlyList<WebLoadTest> BoundedTests { get; } =
    [
        WebLoadTest.Constant("async", WebThroughputSettings.HighUsers, PoolSetting.Bounded),
        WebLoadTest.Constant("sync-over-async", WebThroughputSettings.HighUsers, PoolSetting.Bounded),
    ];

    // async first: it barely grows the pool, so sync-over-async then starts from a cold default pool.
    public static IReadOnlyList<WebLoadTest> DefaultPoolTests { get; } =
    [
        WebLoadTest.Constant("async", WebThroughputSettings.HighUsers, PoolSetting.Default),
        WebLoadTest.Constant("sync-over-async", WebThroughputSettings.HighUsers, PoolSetting.Default),
    ];

    // Each on a server of its own: after the closed-loop tests the default pool has grown (the stall would not show)
    // and the bounded one may be deadlocked (WebThroughputNotes.Stalled); and a deadlock here must not touch those tests.
    public static WebLoadTest BoundedOpenLoopTest { get; } = WebLoadTest.OpenLoop("sync-over-async", PoolSetting.Bounded);

    public static WebLoadTest DefaultPoolOpenLoopTest { get; } = WebLoadTest.OpenLoop("sync-over-async", PoolSetting.Default);

    /// <summary>The servers of a profile, each with its tests, in the order they run.</summary>
    public static IReadOnlyList<(string Server, IReadOnlyList<WebLoadTest> Tests,
        PoolSetting Pool)> Servers(WebThroughputSettings settings) =>
    [
        ("Server on the article's thread budget", ArticleTests, PoolSetting.Article),
        ("Bounded pool server", settings.BoundedVariant ? [.. BoundedVariantTests, .. BoundedTests] : BoundedTests, PoolSetting.Bounded),
        ("Default pool server", DefaultPoolTests, PoolSetting.Default),
        .. settings.InjectedVariant
            ? [("Server on the article's cap, grown by the runtime's injection", InjectedVariantTests, PoolSetting.Injected)]
            : Array.Empty<(string, IReadOnlyList<WebLoadTest>, PoolSetting)>(),
        .. settings.OpenLoopTests ? OpenLoopServers : [],
    ];

    private static IReadOnlyList<(string Server, IReadOnlyList<WebLoadTest> Tests, PoolSetting Pool)> OpenLoopServers { get; } =
    [
        ("Bounded pool server for the open-loop test", [BoundedOpenLoopTest], PoolSetting.Bounded),
        ("Default pool server for the open-loop test", [DefaultPoolOpenLoopTest], PoolSetting.Default),
    ];

    private static IReadOnlyList<WebLoadTest> ArticleShaped(PoolSetting pool) =>
    [
        WebLoadTest.Ramp("base", pool), WebLoadTest.Ramp("base-async", pool), WebLoadTest.Ramp("base-async2", pool),
        .. FairTurns(pool),
    ];

    /// <summary>
    /// The article's four fair tests, run in turns, in the order of one half-round: each pair a claim compares (fair and
    /// fair-async at 25 users, fair-async at 25 and at 200, fair-async and fair at 200) stands side by side.
    /// </summary>
    public static IReadOnlyList<WebLoadTest> FairTurns(PoolSetting pool) =>
    [
        WebLoadTest.Constant("fair", WebThroughputSettings.LowUsers, pool) with { InTurns = true },
        WebLoadTest.Constant("fair-async", WebThroughputSettings.LowUsers, pool) with { InTurns = true },
        WebLoadTest.Constant("fair-async", WebThroughputSettings.HighUsers, pool) with { InTurns = true },
        WebLoadTest.Constant("fair", WebThroughputSettings.HighUsers, pool) with { InTurns = true },
    ];

    /// <summary>
    /// What one server runs, in order: each test alone, and its tests in turns as one step where the first of them stands.
    /// The order matters: sync-over-async on a bounded pool can leave the server deadlocked, so whatever follows it there
    /// would measure a server that has stopped answering.
    /// </summary>
    public static IReadOnlyList<IReadOnlyList<WebLoadTest>> Steps(IReadOnlyList<WebLoadTest> tests)
    {
        var turned = tests.Where(t => t.InTurns).ToList();
        return tests.Where(t => !t.InTurns || t == turned[0])
            .Select(t => t.InTurns ? turned : (IReadOnlyList<WebLoadTest>)[t])
            .ToList();
    }

    /// <summary>
    /// The blocks of tests run in turns: each round the tests in order, then in reverse (A B C D D C B A). Two tests side by
    /// side in the list then meet as neighbours in every half-round, first one then the other leading, so the k-th block of
    /// one and the k-th of the other are always adjacent, and a drift in the machine or the server, linear over a round,
    /// moves both alike.
    /// </summary>
    public static IReadOnlyList<WebLoadTest> TurnOrder(IReadOnlyList<WebLoadTest> tests, int rounds) =>
        Enumerable.Range(0, rounds).SelectMany(_ => tests.Concat(tests.Reverse())).ToList();

    public async Task<ExperimentFindings> RunAsync(ExperimentContext context, CancellationToken cancellationToken)
    {
        var settings = WebThroughputSettings.For(context.Profile);
        var groups = Servers(settings);
        var total = groups.Sum(g => g.Tests.Count);
        var outcomes = new List<WebLoadTestOutcome>();
        var notes = new List<string>();
        foreach (var (name, tests, setting) in groups)
        {
            await using var server = await TargetServerProcess.StartAsync(settings.MinThreads(setting), settings.Threads(setting),
                cancellationToken).ConfigureAwait(false);
            using var observer = new TargetObserver(server.Address);
            var pool = await observer.PoolAsync(cancellationToken).ConfigureAwait(false);
            await WarmUpAsync(server.Address, cancellationToken).ConfigureAwait(false);
            notes.Add(WebThroughputNotes.Server(name, server.ProcessId, pool.MinWorkers, pool.MaxWorkers, pool.ProcessorCount));
            foreach (var step in Steps(tests))
            {
                if (step is [{ InTurns: false } test])
                {
                    context.Progress.Report(new ExperimentProgress(test.Label(settings), outcomes.Count, total));
                    outcomes.Add(await RunTestAsync(server, observer, test, settings, cancellationToken).ConfigureAwait(false));
                    context.MachineSpeed.Sample($"after {test.Label(settings)}");
                }
                else
                {
                    outcomes.AddRange(await RunInTurnsAsync(server, observer, step, settings, context, outcomes.Count, total,
                        cancellationToken).ConfigureAwait(false));
                    context.MachineSpeed.Sample($"after the turns ({step[0].PoolText(settings)})");
                }

                context.Checkpoint.Publish(Findings(outcomes, notes, settings));
            }
        }

        context.Progress.Report(new ExperimentProgress("done", total, total));
        return Findings(outcomes, notes, settings);
    }

    /// <summary>The tables, notes and series of the tests finished so far (every test, at the end).</summary>
    private static ExperimentFindings Findings(IReadOnlyList<WebLoadTestOutcome> outcomes, IReadOnlyList<string> serverNotes,
        WebThroughputSettings settings) =>
        new(outcomes.Select(o => o.ToMeasurement(settings)).ToList())
        {
            Notes = [.. WebThroughputNotes.For(settings), .. serverNotes,
                .. outcomes.Where(o => o.ServerStalled).Select(o => WebThroughputNotes.Stalled(o, settings))],
            Series = outcomes.SelectMany(o => o.ToSeries(settings)).ToList(),
        };

    /// <summary>The tests' blocks in <see cref="TurnOrder"/> on one server, each test's blocks then read as one outcome.</summary>
    private static async Task<IReadOnlyList<WebLoadTestOutcome>> RunInTurnsAsync(TargetServerProcess server, TargetObserver observer,
        IReadOnlyList<WebLoadTest> tests, WebThroughputSettings settings, ExperimentContext context, int done, int total,
        CancellationToken cancellationToken)
    {
        var order = TurnOrder(tests, settings.TurnRounds);
        var blocks = tests.ToDictionary(t => t, _ => new List<WebLoadTestOutcome>());
        for (var i = 0; i < order.Count; i++)
        {
            var test = order[i];
            context.Progress.Report(new ExperimentProgress($"{test.Label(settings)}, turn {i + 1} of {order.Count}",
                done + (tests.Count * i / order.Count), total));
            blocks[test].Add(await RunTestAsync(server, observer, test, settings, cancellationToken).ConfigureAwait(false));
        }

        return tests.Select(t => WebLoadTestOutcome.InTurns(t, blocks[t], settings.WarmUpSeconds)).ToList();
    }

    private static async Task<WebLoadTestOutcome> RunTestAsync(TargetServerProcess server, TargetObserver observer, WebLoadTest test,
        WebThroughputSettings settings, CancellationToken cancellationToken)
    {
        // A fresh sample, so that requests of the warm-up or the previous test still being counted are not in this test's share.
        var before = await server.Samples.NextAfterAsync(server.Samples.Latest.Seq, cancellationToken).ConfigureAwait(false);
        var report = await LoadDriver.RunAsync(test.Plan(server.Address, settings), cancellationToken).ConfigureAwait(false);
        // A sample taken wholly after the drain holds the server's final counts for this test.
        var after = await server.Samples.NextAfterAsync(server.Samples.Latest.Seq, cancellationToken).ConfigureAwait(false);
        var stalled = !await observer.AnswersAsync(cancellationToken).ConfigureAwait(false);
        var samples = server.Samples.After(before.Seq).Where(s => s.Seq <= after.Seq).ToArray();
        return new WebLoadTestOutcome(test, report, after.Requests - before.Requests, after.Offloaded - before.Offloaded,
            after.Inline - before.Inline, samples, before.TimeMs)
        {
            ServerStalled = stalled,
        };
    }

    /// <summary>
    /// A short load on every endpoint with U = 0, so the first test does not measure JIT compilation and connection set-up.
    /// </summary>
    private static async Task WarmUpAsync(Uri server, CancellationToken cancellationToken)
    {
        foreach (var endpoint in WorkEndpoints.Routes)
        {
            var plan = LoadPlan.Constant(new Uri(server, endpoint + "?u=0"), 8, TimeSpan.FromMilliseconds(200))
                with { RequestTimeout = TimeSpan.FromSeconds(5) };
            await LoadDriver.RunAsync(plan, cancellationToken).ConfigureAwait(false);
        }
    }
}
