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
    /// The first line of every rendering of a comparison: the gate's answer with its exit code, "Cannot tell (exit 5): …".
    /// </summary>
    public static string Line(RunComparison comparison, CompareAsk ask)
    {
        var threshold = ComparisonText.Percent(comparison.Threshold);
        var regressions = comparison.Regressions.Count();
        var unseen = comparison.Unseen.Count();
        var gate = CompareSummary.GateText(comparison);
        return Outcome(comparison, ask) switch
        {
            CompareOutcome.Regression =>
                $"Regression (exit {ask.RegressionExit}): {regressions} row(s) got worse beyond ±{threshold} at 99 %{gate}",
            CompareOutcome.CannotTell =>
                $"Cannot tell (exit {ask.CannotTellExit}): no regression found beyond ±{threshold} at 99 %, but {unseen} row(s) " +
                "could not tell one from none; --allow-cannot-tell lets them pass",
            CompareOutcome.Pass => $"Pass (exit 0): no regression beyond ±{threshold} at 99 %{gate}" +
                (unseen > 0 ? $"; {unseen} row(s) that could not tell let pass by --allow-cannot-tell" : string.Empty),
            _ => $"Not a gate (exit 0; --fail-on-regression makes it one): " +
                $"{(regressions == 0 ? "no regression" : $"{regressions} regression(s)")} beyond ±{threshold} at 99 %, {unseen} row(s) " +
                "could not tell a regression from none",
        };
    }
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

    /// <summary>No regression found, but rows the gate has not seen, and --allow-cannot-tell was not given.</summary>
    CannotTell,
}
