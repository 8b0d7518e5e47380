using System.Globalization;
using System.Text;
using AsyncLab.Reporting;
using AsyncLab.Results;

namespace AsyncLab.Comparison;

/// <summary>compare.md: the comparison of two runs as Markdown.</summary>
public static class CompareMarkdown
{
    public const string FileName = "compare.md";

    /// <summary>Every row of every experiment: the file keeps what the console leaves out without --verbose.</summary>
    public static string Render(RunComparison comparison, CompareAsk? ask = null)
    {
        var md = new StringBuilder();
        md.AppendLine(CultureInfo.InvariantCulture, $"# {CompareAnswer.Line(comparison, ask ?? new CompareAsk())}");
        md.AppendLine();
        md.AppendLine(CultureInfo.InvariantCulture, $"AsyncLab comparison of run {comparison.A.Id} (A) and run {comparison.B.Id} (B).");
        md.AppendLine();
        md.AppendLine(ComparisonText.Explanation);
        md.AppendLine();
        md.AppendLine(ComparisonText.ColumnsNote);
        md.AppendLine();
        foreach (var caution in ComparisonText.Cautions(comparison))
        {
            md.AppendLine("> **Caution:** " + caution);
            md.AppendLine();
        }

        md.AppendLine("## The runs");
        md.AppendLine();
        md.AppendLine("| | A | B |");
        md.AppendLine("|---|---|---|");
        foreach (var fact in comparison.Facts)
        {
            var key = fact.Differs ? $"**{fact.Key}**" : fact.Key;
            md.AppendLine(CultureInfo.InvariantCulture, $"| {key} | {Cell(fact.A)} | {Cell(fact.B)} |");
        }

        md.AppendLine();
        md.AppendLine("## Experiments");
        md.AppendLine();
        md.AppendLine(CultureInfo.InvariantCulture, $"- only in A: {ComparisonText.OneSide(comparison.OnlyInA)}");
        md.AppendLine(CultureInfo.InvariantCulture, $"- only in B: {ComparisonText.OneSide(comparison.OnlyInB)}");
        md.AppendLine();
        md.AppendLine("| experiment | status (A → B) | verdicts changed | claims only in A | claims only in B |");
        md.AppendLine("|---|---|---|---|---|");
        foreach (var experiment in comparison.Experiments)
        {
            md.AppendLine(CultureInfo.InvariantCulture,
                $"| {experiment.Id} | {ComparisonText.Status(experiment)} | {experiment.VerdictChanges.Count} | " +
                $"{ComparisonText.OneSide(experiment.ClaimsOnlyInA)} | {ComparisonText.OneSide(experiment.ClaimsOnlyInB)} |");
        }

        md.AppendLine();
        AppendVisibility(md, comparison);
        md.AppendLine("## Verdicts that changed");
        md.AppendLine();
        var changes = comparison.VerdictChanges.ToList();
        if (changes.Count == 0)
        {
            md.AppendLine("No claim changed its verdict.");
        }
        else
        {
            md.AppendLine("| claim | A | B | measured in A | measured in B | why (B) |");
            md.AppendLine("|---|---|---|---|---|---|");
            foreach (var change in changes)
            {
                md.AppendLine(CultureInfo.InvariantCulture,
                    $"| `{change.B.Id}` | {change.A.Verdict.Name()} | **{change.B.Verdict.Name()}** | {Cell(change.A.Measured)} " +
                    $"| {Cell(change.B.Measured)} | {Cell(change.B.Why)} |");
            }
        }

        md.AppendLine();
        AppendClaimRatios(md, comparison);
        md.AppendLine("## Metrics");
        foreach (var experiment in comparison.Experiments.Where(e => e.Metrics.Count > 0))
        {
            md.AppendLine();
            md.AppendLine(CultureInfo.InvariantCulture, $"### {experiment.Id}");
            md.AppendLine();
            md.AppendLine(CultureInfo.InvariantCulture,
                $"{ComparisonText.Judged(experiment.Visibility)}; {ComparisonText.NotJudged(experiment.Visibility)}.");
            md.AppendLine();
            md.AppendLine(CultureInfo.InvariantCulture,
                $"| measurement | metric | A | B | {ComparisonText.RawHeader} | {ComparisonText.JudgedHeader} |");
            md.AppendLine("|---|---|---:|---:|---:|---:|");
            foreach (var metric in experiment.Metrics)
            {
                md.AppendLine(CultureInfo.InvariantCulture,
                    $"| {Cell(metric.Measurement)} | {metric.Label} | " +
                    $"{metric.Format(metric.A)} | {metric.Format(metric.B)} | " +
                    $"{ComparisonText.RawRatio(metric)} | {Cell(ComparisonText.JudgedRatio(metric))} |");
            }
        }

        return md.ToString();
    }

    /// <summary>What the comparison could and could not judge, per experiment, and the spreads it marked against.</summary>
    private static void AppendVisibility(StringBuilder md, RunComparison comparison)
    {
        md.AppendLine("## What compare can see");
        md.AppendLine();
        md.AppendLine(ComparisonText.MarkedOfJudged(comparison.Visibility));
        md.AppendLine();
        if (ComparisonText.LaunchesToSeeShort(comparison) is { } shortOfLaunches)
        {
            md.AppendLine(shortOfLaunches);
            md.AppendLine();
        }

        md.AppendLine(ComparisonText.Spreads(comparison.Spreads));
        md.AppendLine();
        md.AppendLine(CultureInfo.InvariantCulture,
            $"| experiment | rows | judged by interval | judged exactly | marked | could see " +
            $"{ComparisonText.Percent(DetectableChange.Reference)} | {ComparisonText.LaunchesToSeeHeader} | not judged |");
        md.AppendLine("|---|---:|---:|---:|---:|---:|---:|---|");
        foreach (var experiment in comparison.Experiments)
        {
            var seen = experiment.Visibility;
            md.AppendLine(CultureInfo.InvariantCulture,
                $"| {experiment.Id} | {seen.Rows} | {seen.ByInterval} | {seen.Exactly} | {seen.Marked} | " +
                $"{seen.CouldSeeReference} | {ComparisonText.LaunchesToSee(seen.LaunchesToSeeReference)} | " +
                $"{Cell(ComparisonText.NotJudged(seen))} |");
        }

        md.AppendLine();
    }

    /// <summary>Every claim both runs read as a ratio: A's, B's, and B/A with what it says.</summary>
    private static void AppendClaimRatios(StringBuilder md, RunComparison comparison)
    {
        if (ClaimRatioComparison.Line(comparison) is not { } line)
        {
            return;
        }

        md.AppendLine("## Claims' ratios");
        md.AppendLine();
        md.AppendLine(line);
        md.AppendLine();
        md.AppendLine("| claim | A | B | B/A |");
        md.AppendLine("|---|---:|---:|---:|");
        foreach (var claim in comparison.Experiments.SelectMany(e => e.ClaimRatios))
        {
            md.AppendLine(CultureInfo.InvariantCulture,
                $"| `{claim.Claim}` | {ClaimRatioComparison.Reading(claim.A)} | {ClaimRatioComparison.Reading(claim.B)} | " +
                $"{Cell(claim.Judged)} |");
        }

        md.AppendLine();
    }

    private static string Cell(string text) => MarkdownReport.Cell(text);
}
