using System.Globalization;
using System.Text;
using AsyncLab.Results;
using static AsyncLab.Html.HtmlPage;

namespace AsyncLab.Comparison;

/// <summary>compare.html: the comparison of two runs as one self-contained page.</summary>
public static class CompareHtml
{
    public const string FileName = "compare.html";

    public static string Render(RunComparison comparison, CompareAsk? ask = null)
    {
        ask ??= new CompareAsk();
        var html = new StringBuilder();
        var outcome = CompareAnswer.Outcome(comparison, ask);
        Open(html, $"AsyncLab comparison: {Title(outcome)}: {comparison.A.Id} and {comparison.B.Id}");
        var css = outcome switch { CompareOutcome.Regression => "worse", CompareOutcome.CannotTell => "warning", _ => "better" };
        html.AppendLine(CultureInfo.InvariantCulture, $"<header><h1 class=\"{css}\">{E(CompareAnswer.Line(comparison, ask))}</h1>");
        html.AppendLine(CultureInfo.InvariantCulture,
            $"<p class=\"sub\">AsyncLab comparison: A = run <b>{E(comparison.A.Id)}</b> · B = run <b>{E(comparison.B.Id)}</b></p>");
        html.AppendLine(CultureInfo.InvariantCulture, $"<p class=\"muted\">{E(ComparisonText.Explanation)}</p>");
        html.AppendLine(CultureInfo.InvariantCulture, $"<p class=\"muted\">{E(ComparisonText.ColumnsNote)}</p>");
        foreach (var caution in ComparisonText.Cautions(comparison))
        {
            html.AppendLine(CultureInfo.InvariantCulture, $"<p class=\"warning\">{E(caution)}</p>");
        }

        html.AppendLine("</header>");

        html.AppendLine("<section id=\"changes\"><h2>Verdicts that changed</h2>");
        var changes = comparison.VerdictChanges.ToList();
        if (changes.Count == 0)
        {
            html.AppendLine("<p>No claim changed its verdict.</p>");
        }
        else
        {
            html.AppendLine(
                "<div class=\"scroll\"><table><thead><tr><th>claim</th><th>A</th><th>B</th><th>measured in A</th>" +
                "<th>measured in B</th><th>why (B)</th></tr></thead><tbody>");
            foreach (var change in changes)
            {
                html.AppendLine(CultureInfo.InvariantCulture,
                    $"<tr class=\"{change.B.Verdict.Name()}\"><td><code>{E(change.B.Id)}</code></td><td>" +
                    $"<span class=\"v {change.A.Verdict.Name()}\">{change.A.Verdict.Name()}</span></td><td>" +
                    $"<span class=\"v {change.B.Verdict.Name()}\">{change.B.Verdict.Name()}</span></td>" +
                    $"<td>{E(change.A.Measured)}</td><td>{E(change.B.Measured)}</td><td>{E(change.B.Why)}</td></tr>");
            }

            html.AppendLine("</tbody></table></div>");
        }

        html.AppendLine("</section>");
        AppendClaimRatios(html, comparison);
        AppendRunsAndExperiments(html, comparison);
        AppendVisibility(html, comparison);
        foreach (var experiment in comparison.Experiments.Where(e => e.Metrics.Count > 0))
        {
            html.AppendLine(CultureInfo.InvariantCulture,
                $"<section id=\"{Anchor(experiment.Id)}\"><h2>{E(experiment.Title)} <code>{E(experiment.Id)}</code></h2>");
            html.AppendLine(CultureInfo.InvariantCulture,
                $"<p class=\"muted\">{E(ComparisonText.Judged(experiment.Visibility))}; " +
                $"{E(ComparisonText.NotJudged(experiment.Visibility))}.</p>");
            html.AppendLine(CultureInfo.InvariantCulture,
                $"<div class=\"scroll\"><table><thead><tr><th>measurement</th><th>metric</th><th class=\"num\">A</th>" +
                $"<th class=\"num\">B</th><th class=\"num\">{ComparisonText.RawHeader}</th>" +
                $"<th class=\"num\">{ComparisonText.JudgedHeader}</th></tr></thead><tbody>");
            foreach (var metric in experiment.Metrics)
            {
                var mark = metric.Change switch { Change.Better => "num better", Change.Worse => "num worse", _ => "num" };
                html.AppendLine(CultureInfo.InvariantCulture,
                    $"<tr><td>{E(metric.Measurement)}</td><td>{E(metric.Label)}</td>" +
                    $"<td class=\"num\">{E(metric.Format(metric.A))}</td>" +
                    $"<td class=\"num\">{E(metric.Format(metric.B))}</td>" +
                    $"<td class=\"num\">{E(ComparisonText.RawRatio(metric))}</td>" +
                    $"<td class=\"{mark}\">{E(ComparisonText.JudgedRatio(metric))}</td></tr>");
            }

            html.AppendLine("</tbody></table></div></section>");
        }

        Close(html);
        return html.ToString();
    }

    private static string Title(CompareOutcome outcome) => outcome switch
    {
        CompareOutcome.Regression => "regression",
        CompareOutcome.CannotTell => "cannot tell",
        CompareOutcome.Pass => "pass",
        _ => "not a gate",
    };

    /// <summary>What the comparison could and could not judge, per experiment, and the spreads it marked against.</summary>
    private static void AppendVisibility(StringBuilder html, RunComparison comparison)
    {
        html.AppendLine("<section id=\"seen\"><h2>What compare can see</h2>");
        html.AppendLine(CultureInfo.InvariantCulture, $"<p>{E(ComparisonText.MarkedOfJudged(comparison.Visibility))}</p>");
        if (ComparisonText.LaunchesToSeeShort(comparison) is { } shortOfLaunches)
        {
            html.AppendLine(CultureInfo.InvariantCulture, $"<p>{E(shortOfLaunches)}</p>");
        }

        html.AppendLine(CultureInfo.InvariantCulture, $"<p>{E(ComparisonText.Spreads(comparison.Spreads))}</p>");
        html.AppendLine(CultureInfo.InvariantCulture,
            $"<div class=\"scroll\"><table><thead><tr><th>experiment</th><th class=\"num\">rows</th>" +
            $"<th class=\"num\">judged by interval</th><th class=\"num\">judged exactly</th><th class=\"num\">marked</th>" +
            $"<th class=\"num\">could see {E(ComparisonText.Percent(DetectableChange.Reference))}</th>" +
            $"<th class=\"num\">{E(ComparisonText.LaunchesToSeeHeader)}</th><th>not judged</th>" +
            $"</tr></thead><tbody>");
        foreach (var experiment in comparison.Experiments)
        {
            var seen = experiment.Visibility;
            html.AppendLine(CultureInfo.InvariantCulture,
                $"<tr><td><a href=\"#{Anchor(experiment.Id)}\">{E(experiment.Id)}</a></td><td class=\"num\">{seen.Rows}</td>" +
                $"<td class=\"num\">{seen.ByInterval}</td><td class=\"num\">{seen.Exactly}</td>" +
                $"<td class=\"num\">{seen.Marked}</td><td class=\"num\">{seen.CouldSeeReference}</td>" +
                $"<td class=\"num\">{E(ComparisonText.LaunchesToSee(seen.LaunchesToSeeReference))}</td>" +
                $"<td>{E(ComparisonText.NotJudged(seen))}</td></tr>");
        }

        html.AppendLine("</tbody></table></div></section>");
    }

    private static void AppendRunsAndExperiments(StringBuilder html, RunComparison comparison)
    {
        html.AppendLine("<section id=\"runs\"><h2>The runs</h2>");
        html.AppendLine("<div class=\"scroll\"><table><thead><tr><th></th><th>A</th><th>B</th></tr></thead><tbody>");
        foreach (var fact in comparison.Facts)
        {
            var key = fact.Differs ? $"<b>{E(fact.Key)}</b>" : E(fact.Key);
            html.AppendLine(CultureInfo.InvariantCulture, $"<tr><td>{key}</td><td>{E(fact.A)}</td><td>{E(fact.B)}</td></tr>");
        }

        html.AppendLine("</tbody></table></div>");
        html.AppendLine("<h3>Experiments</h3>");
        html.AppendLine(CultureInfo.InvariantCulture,
            $"<p>Only in A: <b>{E(ComparisonText.OneSide(comparison.OnlyInA))}</b> · only in B: " +
            $"<b>{E(ComparisonText.OneSide(comparison.OnlyInB))}</b></p>");
        html.AppendLine(
            "<div class=\"scroll\"><table><thead><tr><th>experiment</th><th>status (A → B)</th>" +
            "<th class=\"num\">verdicts changed</th><th>claims only in A</th><th>claims only in B</th></tr></thead><tbody>");
        foreach (var experiment in comparison.Experiments)
        {
            html.AppendLine(CultureInfo.InvariantCulture,
                $"<tr><td><a href=\"#{Anchor(experiment.Id)}\">{E(experiment.Id)}</a></td>" +
                $"<td>{E(ComparisonText.Status(experiment))}</td><td class=\"num\">{experiment.VerdictChanges.Count}</td>" +
                $"<td>{E(ComparisonText.OneSide(experiment.ClaimsOnlyInA))}</td>" +
                $"<td>{E(ComparisonText.OneSide(experiment.ClaimsOnlyInB))}</td></tr>");
        }

        html.AppendLine("</tbody></table></div></section>");
    }

    /// <summary>Every claim both runs read as a ratio: A's, B's, and B/A with what it says.</summary>
    private static void AppendClaimRatios(StringBuilder html, RunComparison comparison)
    {
        if (ClaimRatioComparison.Line(comparison) is not { } line)
        {
            return;
        }

        html.AppendLine(CultureInfo.InvariantCulture, $"<section id=\"claim-ratios\"><h2>Claims' ratios</h2><p>{E(line)}</p>");
        html.AppendLine("<div class=\"scroll\"><table><thead><tr><th>claim</th><th>A</th><th>B</th><th>B/A</th></tr></thead><tbody>");
        foreach (var claim in comparison.Experiments.SelectMany(e => e.ClaimRatios))
        {
            html.AppendLine(CultureInfo.InvariantCulture,
                $"<tr><td><code>{E(claim.Claim)}</code></td><td class=\"num\">{E(ClaimRatioComparison.Reading(claim.A))}</td>" +
                $"<td class=\"num\">{E(ClaimRatioComparison.Reading(claim.B))}</td><td class=\"num\">{E(claim.Judged)}</td></tr>");
        }

        html.AppendLine("</tbody></table></div></section>");
    }
}
