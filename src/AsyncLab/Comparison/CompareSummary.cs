using System.Globalization;
using System.Text;
using AsyncLab.Reporting;

namespace AsyncLab.Comparison;

/// <summary>
/// compare-summary.md: what a CI job's summary page needs from a comparison, in a few lines: the changed rows first
/// (regressions on top), then how many rows showed no change within the threshold, how many could not tell and how many
/// were not judged; then the cautions a reader must know before trusting them.
/// </summary>
public static class CompareSummary
{
    public const string FileName = "compare-summary.md";

    public static string Render(RunComparison comparison, CompareAsk? ask = null)
    {
        var rows = comparison.Experiments.SelectMany(e => e.Metrics.Select(m => (Experiment: e.Id, Row: m))).ToList();
        var gate = comparison.Regressions.Select(r => r.Row).ToHashSet(ReferenceEqualityComparer.Instance);
        var changed = rows.Where(r => r.Row.Change is Change.Better or Change.Worse)
            .OrderByDescending(r => gate.Contains(r.Row)).ThenByDescending(r => r.Row.Change == Change.Worse).ToList();
        var judged = rows.Where(r => r.Row.IsJudgedByInterval || r.Row.IsJudgedExactly).ToList();
        var same = judged.Count(r => r.Row.Change == Change.None);

        // Rows of a metric neither run declares can't tell too, though not judged: they are counted once, here.
        var cantTell = rows.Count(r => r.Row.CannotTell);
        var ruledOut = rows.Count(r => r.Row.RulesOutRegression);
        var notJudged = rows.Count(r => !r.Row.IsJudgedByInterval && !r.Row.IsJudgedExactly && !r.Row.CannotTell);
        var regressions = gate.Count;
        var threshold = ComparisonText.Percent(comparison.Threshold);

        var md = new StringBuilder();
        // The gate's answer first, as the exit code has it: a page that said "no regression" above a failed job misled.
        md.AppendLine(CultureInfo.InvariantCulture, $"## {CompareAnswer.Line(comparison, ask ?? new CompareAsk())}");
        md.AppendLine();
        var notWorse = ruledOut > 0 ? string.Create(CultureInfo.InvariantCulture, $" ({ruledOut} of them not worse beyond ±{threshold})")
            : string.Empty;
        md.AppendLine(CultureInfo.InvariantCulture,
            $"AsyncLab: run {comparison.B.Id} against {comparison.A.Id}. " +
            $"{(regressions == 0 ? "No regression" : $"{regressions} regression(s)")} beyond ±{threshold} among the " +
            $"{comparison.Gate.Count:N0} rows the gate reads ({GateMarked(comparison, rows)} of them marked at 99 %). " +
            $"{changed.Count} row(s) changed, {same} no change (within ±{threshold}), {cantTell} can't tell{notWorse}, " +
            $"{notJudged} not judged.");
        if (changed.Count > 0)
        {
            md.AppendLine();
            md.AppendLine(CultureInfo.InvariantCulture,
                $"| | experiment | row | metric | A | B | {ComparisonText.RawHeader} | {ComparisonText.JudgedHeader} |");
            md.AppendLine("|---|---|---|---|---:|---:|---:|---:|");
            foreach (var (experiment, row) in changed)
            {
                var mark = gate.Contains(row) ? "regression" : row.Change == Change.Worse ? "worse" : "better";
                md.AppendLine(CultureInfo.InvariantCulture,
                    $"| {mark} | {experiment} | {Cell(row.Measurement)} | {row.Metric} | {row.Format(row.A)} | {row.Format(row.B)} | " +
                    $"{ComparisonText.RawRatio(row)} | {Cell(ComparisonText.JudgedRatio(row))} |");
            }

            md.AppendLine();
            md.AppendLine(ComparisonText.ColumnsNote);
        }

        if (ClaimRatioComparison.Line(comparison) is { } claimRatios)
        {
            md.AppendLine();
            md.AppendLine(claimRatios);
            foreach (var moved in comparison.Experiments.SelectMany(e => e.ClaimRatios).Where(c => c.Move == RatioMove.Moved))
            {
                md.AppendLine(CultureInfo.InvariantCulture, $"- `{moved.Claim}`: {Cell(ClaimRatioComparison.Reading(moved.A))} → " +
                    $"{Cell(ClaimRatioComparison.Reading(moved.B))}, B/A {Cell(moved.Judged)}");
            }
        }

        md.AppendLine();
        md.Append(GateRowsText(comparison));

        // What a quiet page would have needed to see a change, so that "no regression" is not read as more than it is.
        if (ComparisonText.LaunchesToSeeShort(comparison) is { } shortOfLaunches)
        {
            md.AppendLine();
            md.AppendLine(shortOfLaunches);
        }

        // A CI page is often all a reader sees of a comparison: what to know before trusting its marks goes with it.
        var cautions = ComparisonText.Cautions(comparison);
        if (cautions.Count > 0)
        {
            md.AppendLine();
            foreach (var caution in cautions)
            {
                md.AppendLine("> **Caution:** " + caution);
            }
        }

        return md.ToString();
    }

    /// <summary>
    /// " in the 58 rows it reads (56 by interval, each at 99.98 %, and 2 exact); 1,618 rows could not see ±10 % at these
    /// runs' size and never fail it": what the gate read and at which confidence, and how many rows it could not read.
    /// </summary>
    public static string GateText(RunComparison comparison)
    {
        var gate = comparison.Gate;
        var exact = gate.Count - gate.ByInterval;
        var blind = comparison.BeyondSight.Count();
        var read = gate.ByInterval == 0 ? $"{exact:N0} exact" : string.Create(CultureInfo.InvariantCulture,
            $"{gate.ByInterval:N0} by interval, each at {100 * gate.Confidence:0.###} %, and {exact:N0} exact");
        return string.Create(CultureInfo.InvariantCulture,
            $" in the {gate.Count:N0} rows it reads ({read}); {blind:N0} rows could not see " +
            $"±{ComparisonText.Percent(comparison.Threshold)} at these runs' size and never fail it");
    }

    private static int GateMarked(RunComparison comparison, List<(string Experiment, MetricComparison Row)> rows) =>
        rows.Count(r => comparison.Gate.Reads(r.Row) && r.Row.Change is Change.Better or Change.Worse);

    /// <summary>
    /// The rows the gate reads, folded, by experiment, and how many rows each experiment has that it could not read: a
    /// reader sees what a pass covered before trusting it.
    /// </summary>
    private static string GateRowsText(RunComparison comparison)
    {
        var md = new StringBuilder();
        var blind = comparison.BeyondSight.GroupBy(r => r.Experiment).ToDictionary(g => g.Key, g => g.Count(), StringComparer.Ordinal);
        md.AppendLine(CultureInfo.InvariantCulture, $"<details><summary>The {comparison.Gate.Count:N0} rows the gate reads</summary>");
        md.AppendLine();
        md.AppendLine("| experiment | rows read | rows that could not see the threshold | read |");
        md.AppendLine("|---|---:|---:|---|");
        foreach (var experiment in comparison.Experiments)
        {
            var read = experiment.Metrics.Where(comparison.Gate.Reads).ToList();
            var names = string.Join(", ", read.Where(m => m.IsJudgedByInterval).Select(m => $"{m.Measurement} {m.Metric}"));
            var exact = read.Count(m => m.IsJudgedExactly);
            var listed = exact == 0 ? names : names.Length == 0 ? $"{exact} exact" : $"{names}; {exact} exact";
            md.AppendLine(CultureInfo.InvariantCulture,
                $"| {experiment.Id} | {read.Count} | {blind.GetValueOrDefault(experiment.Id)} | {Cell(listed)} |");
        }

        md.AppendLine();
        md.AppendLine("</details>");
        return md.ToString();
    }

    private static string Cell(string text) => MarkdownReport.Cell(text);
}
