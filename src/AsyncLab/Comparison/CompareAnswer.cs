namespace AsyncLab.Comparison;

/// <summary>
/// The gate's answer, which every rendering of a comparison gives first and the exit code follows: a regression, rows it
/// could not see, a pass, or no gate asked for.
/// </summary>
public static class CompareAnswer
{
    /// <summary>The gate's answer from the comparison and how compare was asked (<see cref="CompareAsk"/>).</summary>
    public static CompareOutcome Outcome(RunComparison comparison, CompareAsk ask) =>
        !ask.FailOnRegression ? CompareOutcome.NotAGate
            : comparison.Regressions.Any() ? CompareOutcome.Regression
            : !ask.AllowCannotTell && comparison.Unseen.Any() ? CompareOutcome.CannotTell
            : CompareOutcome.Pass;

    /// <summary>
    /// The first line of every rendering of a comparison: the gate's answer with its exit code, what it read, at which
    /// threshold and confidence, and what it could not see: "Pass (exit 0): no regression beyond ±10 % in the 58 rows …".
    /// </summary>
    public static string Line(RunComparison comparison, CompareAsk ask)
    {
        var threshold = ComparisonText.Percent(comparison.Threshold);
        var regressions = comparison.Regressions.Count();
        var unseen = comparison.Unseen.ToList();
        var gate = CompareSummary.GateText(comparison);
        var lacks = unseen.Count == 0 ? string.Empty : $"B lacks {unseen.Count} thing(s) A measured (first: {Describe(unseen[0])})";
        return Outcome(comparison, ask) switch
        {
            CompareOutcome.Regression =>
                $"Regression (exit {ask.RegressionExit}): {regressions} row(s) got worse beyond ±{threshold}{gate}",
            CompareOutcome.CannotTell =>
                $"Cannot tell (exit {ask.CannotTellExit}): no regression beyond ±{threshold}{gate}, but {lacks}; " +
                "--allow-cannot-tell lets them pass",
            CompareOutcome.Pass => $"Pass (exit 0): no regression beyond ±{threshold}{gate}" +
                (unseen.Count > 0 ? $"; {lacks}, let pass by --allow-cannot-tell" : string.Empty),
            _ => $"Not a gate (exit 0; --fail-on-regression makes it one): " +
                $"{(regressions == 0 ? "no regression" : $"{regressions} regression(s)")} beyond ±{threshold}{gate}" +
                (unseen.Count > 0 ? $"; {lacks}" : string.Empty),
        };
    }

    /// <summary>"web-throughput (did not finish in B)", "database sqlite read-sync throughput (not in B)".</summary>
    public static string Describe((string Experiment, MetricComparison? Row) unseen) => unseen.Row switch
    {
        null => $"{unseen.Experiment} (not measured to the end in B)",
        { Unjudged: UnjudgedReason.Undeclared } row => $"{unseen.Experiment} {row.Measurement} {row.Metric} (declared by neither run)",
        { ModesB: not null, LostInB: false } row =>
            $"{unseen.Experiment} {row.Measurement} {row.Metric} (B's launches split in two modes: {ComparisonText.RatioWithChange(row)})",
        { } row => $"{unseen.Experiment} {row.Measurement} {row.Metric} (not in B)",
    };
}

/// <summary>How compare was asked to answer: as a gate or not, whether rows that cannot tell pass, and its exit codes.</summary>
/// <param name="RegressionExit">The exit code of a regression (the command line's), said in the answer.</param>
/// <param name="CannotTellExit">The exit code of rows the gate has not seen.</param>
public sealed record CompareAsk(bool FailOnRegression = false, bool AllowCannotTell = false, int RegressionExit = 4,
    int CannotTellExit = 5)
{
    /// <summary>Every row in the console, not only the changed ones.</summary>
    public bool Verbose { get; init; }
}

/// <summary>What compare answers, first, in every rendering.</summary>
public enum CompareOutcome
{
    /// <summary>No --fail-on-regression: the comparison is shown, the exit code is 0.</summary>
    NotAGate,

    /// <summary>The gate passes.</summary>
    Pass,

    /// <summary>A row got worse beyond the threshold at the gate's confidence.</summary>
    Regression,

    /// <summary>No regression found, but B lacks what A measured, and --allow-cannot-tell was not given.</summary>
    CannotTell,
}
