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
            $"{(regressions == 0 ? "No regression" : $"{regressions} regression(s)")} beyond ±{threshold} at 99 %" +
            $"{GateText(comparison)}. " +
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
    /// " over the whole comparison (each of its 241 rows over launches at 99.996 %)", or empty with one row or none.
    /// </summary>
    public static string GateText(RunComparison comparison) => comparison.GateRows < 2 ? string.Empty
        : string.Create(CultureInfo.InvariantCulture,
            $" over the whole comparison (each of its {comparison.GateRows:N0} rows over launches at " +
            $"{100 * comparison.GateConfidence:0.###} %)");

    private static string Cell(string text) => MarkdownReport.Cell(text);
}
