using System.Globalization;
using AsyncLab.Load;

namespace AsyncLab.Experiments.WebThroughput;

/// <summary>
/// One load test: an endpoint under a constant count of users, the stepped ramp or an open-loop arrival rate, against
/// the article's thread budget, the lab's bounded pool or the default pool.
/// </summary>
public sealed record WebLoadTest(string Kind, string Endpoint, PoolSetting Pool, int Users)
{
    public const string Stepped = "stepped";
    public const string OpenLoopKind = "open loop";

    /// <summary>The measurement parameter that records the unit of work U in milliseconds.</summary>
    public const string UnitParameter = "u_ms";

    /// <summary>
    /// A constant test run in turns with others on one server (<see cref="WebThroughputExperiment.TurnOrder"/>): short blocks,
    /// each pair of tests a claim compares side by side, so that its seconds pair with theirs.
    /// </summary>
    public bool InTurns { get; init; }

    /// <summary>What the tests run in turns are measured with (<see cref="Results.Measurement.MeasuredWith"/>).</summary>
    public const string TurnsGroup = "fair tests in turns";

    public bool IsRamp => Kind == Stepped;

    public bool IsOpenLoop => Kind == OpenLoopKind;

    public string Label(WebThroughputSettings s) => $"{Kind} {Endpoint} ({PoolText(s)})";

    /// <summary>The test without its endpoint ("200 users (pool 4)"): the endpoints run under it share a chart.</summary>
    public string ShapeLabel(WebThroughputSettings s) => $"{Kind} ({PoolText(s)})";

    /// <summary>A pool with min = max threads (the article's budget or the lab's bound), not the default.</summary>
    public bool BoundedPool => Pool != PoolSetting.Default;

    /// <summary>The pool's maximum worker threads; null for the default pool.</summary>
    public int? Threads(WebThroughputSettings s) => s.Threads(Pool);

    public string PoolText(WebThroughputSettings s) => PoolSettings.Text(Threads(s), Pool == PoolSetting.Injected);

    public string UsersText(WebThroughputSettings s) => IsRamp
        ? string.Create(CultureInfo.InvariantCulture, $"{s.RampStart}→{s.RampMax} (+{s.RampStep} every {s.RampEverySeconds:0.###} s)")
        : Users.ToString(CultureInfo.InvariantCulture);

    /// <summary>The threads a request of base-async holds: its request thread and the task it waits for.</summary>
    public const int OffloadingThreadsARequest = 2;

    /// <summary>
    /// How loaded a pool of <paramref name="threads"/> is with <paramref name="users"/> on a ramp: low while base-async's
    /// requests, two threads each, fit it; high once they do not. The article saw base and base-async alike at low
    /// concurrency and apart at high; these are the steps its words name, read from its own thread budget.
    /// </summary>
    public static RampLoad LoadAt(int users, int threads) =>
        users * OffloadingThreadsARequest <= threads ? RampLoad.Low : RampLoad.High;

    public static WebLoadTest Constant(string endpoint, int users, PoolSetting pool) =>
        new(string.Create(CultureInfo.InvariantCulture, $"{users} users"), endpoint, pool, users);

    public static WebLoadTest Ramp(string endpoint, PoolSetting pool) => new(Stepped, endpoint, pool, 0);

    /// <summary>
    /// Requests arriving at <see cref="WebThroughputSettings.OpenLoopRate"/> whether or not earlier ones have been answered.
    /// </summary>
    public static WebLoadTest OpenLoop(string endpoint, PoolSetting pool) => new(OpenLoopKind, endpoint, pool, 0);

    /// <summary>The whole test's plan; for a test in turns, one block's.</summary>
    public LoadPlan Plan(Uri server, WebThroughputSettings s)
    {
        var target = new Uri(server, string.Create(CultureInfo.InvariantCulture, $"/{Endpoint}?u={s.UnitMs}"));
        var plan = IsRamp ? LoadPlan.Ramp(target, s.RampStart, s.RampStep, TimeSpan.FromSeconds(s.RampEverySeconds), s.RampMax)
            : IsOpenLoop ? LoadPlan.OpenLoop(target, s.OpenLoopRate, TimeSpan.FromSeconds(s.ConstantSeconds),
                WebThroughputSettings.OpenLoopMaxInFlight)
            : LoadPlan.Constant(target, Users, TimeSpan.FromSeconds(InTurns ? s.TurnSeconds : s.ConstantSeconds));
        return plan with { RequestTimeout = TimeSpan.FromSeconds(s.TimeoutSeconds) };
    }
}

/// <summary>A ramp step's load on a bounded pool (<see cref="WebLoadTest.LoadAt"/>).</summary>
public enum RampLoad
{
    Low,
    High,
}
