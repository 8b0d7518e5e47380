using System.Globalization;
using AsyncLab.Reporting;
using Spectre.Console;

namespace AsyncLab.Comparison;

/// <summary>
/// A comparison in the console: the gate's answer first, then how the runs differ, what one side lacks, changed verdicts,
/// and per experiment the rows that changed (every row, every fact and the full explanation with --verbose), then the
/// cautions.
/// </summary>
public static class CompareConsole
{
    /// <summary>The most rows an experiment shows of those a failed gate could not tell, without --verbose.</summary>
    private const int UnseenShown = 10;

    public static void Write(RunComparison comparison, CompareAsk? ask = null)
    {
        ask ??= new CompareAsk();
        AnsiConsole.MarkupLine(Markup.Escape(CompareAnswer.Line(comparison, ask)));
        var runs = new Table().Border(TableBorder.Rounded).Title(ask.Verbose ? "Runs" : "Runs: what differs");
        runs.AddColumn(string.Empty);
        runs.AddColumn("A");
        runs.AddColumn("B");
        foreach (var fact in comparison.Facts.Where(f => ask.Verbose || f.Differs))
        {
            var key = fact.Differs && ask.Verbose ? $"[yellow]{Markup.Escape(fact.Key)} (differs)[/]" : Markup.Escape(fact.Key);
            runs.AddRow(key, Markup.Escape(fact.A), Markup.Escape(fact.B));
        }

        AnsiConsole.Write(runs);
        AnsiConsole.MarkupLine(
            $"only in A: {Markup.Escape(ComparisonText.OneSide(comparison.OnlyInA))}; " +
            $"only in B: {Markup.Escape(ComparisonText.OneSide(comparison.OnlyInB))}");

        WriteVerdictChanges(comparison, ask.Verbose);
        WriteClaimRatios(comparison, ask.Verbose);

        // A gate that could not tell shows the rows it did not see beside those that changed: they are why it failed.
        var unseen = CompareAnswer.Outcome(comparison, ask) == CompareOutcome.CannotTell
            ? comparison.Unseen.Select(u => u.Row).OfType<MetricComparison>().ToHashSet()
            : [];
        var tables = 0;
        foreach (var experiment in comparison.Experiments.Where(e => e.Metrics.Count > 0))
        {
            tables += WriteRows(experiment, ask.Verbose, unseen, comparison.Gate) ? 1 : 0;
        }

        if (ask.Verbose)
        {
            WriteVisibility(comparison);
            AnsiConsole.WriteLine(ComparisonText.Explanation);
        }
        else
        {
            AnsiConsole.WriteLine(ComparisonText.MarkedOfJudged(comparison.Visibility));
            if (ComparisonText.LaunchesToSeeShort(comparison) is { } shortOfLaunches)
            {
                AnsiConsole.WriteLine(shortOfLaunches);
            }
        }

        if (tables > 0)
        {
            AnsiConsole.WriteLine(ComparisonText.ColumnsNote);
        }

        foreach (var caution in ComparisonText.Cautions(comparison))
        {
            AnsiConsole.MarkupLine($"[yellow]caution:[/] {Markup.Escape(caution)}");
        }
    }

    /// <summary>The claims whose verdict changed; their why lines (long) with --verbose only.</summary>
    private static void WriteVerdictChanges(RunComparison comparison, bool verbose)
    {
        var changes = comparison.VerdictChanges.ToList();
        if (changes.Count == 0)
        {
            AnsiConsole.WriteLine("No claim changed its verdict.");
            return;
        }

        var table = new Table().Border(TableBorder.Rounded).Title("Verdicts that changed");
        table.AddColumn("claim");
        table.AddColumn("A");
        table.AddColumn("B");
        table.AddColumn("measured A → B");
        if (verbose)
        {
            table.AddColumn("why (B)");
        }

        foreach (var change in changes)
        {
            string[] cells = [
                Markup.Escape(change.B.Id),
                VerdictMarkup.Of(change.A.Verdict),
                VerdictMarkup.Of(change.B.Verdict),
                Markup.Escape($"{change.A.Measured} → {change.B.Measured}"),
            ];
            table.AddRow(verbose ? [.. cells, Markup.Escape(change.B.Why)] : cells);
        }

        AnsiConsole.Write(table);
    }

    /// <summary>The claims' ratios that moved between the runs (every one with --verbose), after a line counting them.</summary>
    private static void WriteClaimRatios(RunComparison comparison, bool verbose)
    {
        if (ClaimRatioComparison.Line(comparison) is not { } line)
        {
            return;
        }

        var shown = comparison.Experiments.SelectMany(e => e.ClaimRatios).Where(c => verbose || c.Move == RatioMove.Moved).ToList();
        if (shown.Count > 0)
        {
            var table = new Table().Border(TableBorder.Rounded).Title(verbose ? "Claims' ratios" : "Claims' ratios that moved");
            table.AddColumn("claim");
            table.AddColumn(new TableColumn("A").RightAligned());
            table.AddColumn(new TableColumn("B").RightAligned());
            table.AddColumn(new TableColumn("B/A").RightAligned());
            foreach (var claim in shown)
            {
                table.AddRow(Markup.Escape(claim.Claim), Markup.Escape(ClaimRatioComparison.Reading(claim.A)),
                    Markup.Escape(ClaimRatioComparison.Reading(claim.B)), Markup.Escape(claim.Judged));
            }

            AnsiConsole.Write(table);
        }

        AnsiConsole.WriteLine(line);
    }

    /// <summary>
    /// An experiment's rows that changed and the first of those a failed gate did not see (every row with --verbose), with
    /// both ratios, raw and judged; false for none.
    /// </summary>
    private static bool WriteRows(ExperimentComparison experiment, bool verbose, IReadOnlySet<MetricComparison> unseen,
        GateSelection gate)
    {
        var notSeen = experiment.Metrics.Where(unseen.Contains).Take(UnseenShown).ToHashSet();
        var rows = experiment.Metrics.Where(m => verbose || ComparisonText.Changed(m) || notSeen.Contains(m)).ToList();
        var hidden = experiment.Metrics.Count - rows.Count;
        var cantTell = experiment.Metrics.Count(m => m.CannotTell);
        var changed = experiment.Metrics.Count(ComparisonText.Changed);
        var first = notSeen.Count > 0 ? $" (the first {notSeen.Count} shown)" : string.Empty;
        var shown = verbose ? string.Empty
            : string.Create(CultureInfo.InvariantCulture,
                $"{changed} of {experiment.Metrics.Count} rows changed, {cantTell} could not tell{first}, " +
                $"{experiment.Metrics.Count(gate.Reads)} read by the gate");
        if (rows.Count == 0)
        {
            AnsiConsole.WriteLine($"{experiment.Id}: {shown}; --verbose shows every row");
            return false;
        }

        var title = verbose ? experiment.Id : $"{experiment.Id}: {shown}";
        var table = new Table().Border(TableBorder.Rounded).Title(Markup.Escape(title));
        table.AddColumn("measurement");
        table.AddColumn("metric");
        table.AddColumn(new TableColumn("A").RightAligned());
        table.AddColumn(new TableColumn("B").RightAligned());
        table.AddColumn(new TableColumn(ComparisonText.RawHeader).RightAligned());
        table.AddColumn(new TableColumn(ComparisonText.JudgedHeader).RightAligned());
        foreach (var metric in rows)
        {
            var judged = Markup.Escape(ComparisonText.JudgedRatio(metric));
            table.AddRow(
                Markup.Escape(metric.Measurement),
                Markup.Escape(metric.Label),
                Markup.Escape(metric.Format(metric.A)),
                Markup.Escape(metric.Format(metric.B)),
                Markup.Escape(ComparisonText.RawRatio(metric)),
                metric.Change switch { Change.Better => $"[green]{judged}[/]", Change.Worse => $"[red]{judged}[/]", _ => judged });
        }

        if (hidden > 0)
        {
            table.Caption($"{hidden} more rows with --verbose");
        }

        AnsiConsole.Write(table);
        return true;
    }

    /// <summary>Per experiment, what could be judged and what could not; then the A/A rate's basis and the spreads.</summary>
    private static void WriteVisibility(RunComparison comparison)
    {
        var table = new Table().Border(TableBorder.Rounded).Title("What compare can see");
        table.AddColumn("experiment");
        table.AddColumn(new TableColumn("rows").RightAligned());
        table.AddColumn(new TableColumn("by interval").RightAligned());
        table.AddColumn(new TableColumn("exactly").RightAligned());
        table.AddColumn(new TableColumn("marked").RightAligned());
        table.AddColumn(new TableColumn($"could see {ComparisonText.Percent(DetectableChange.Reference)}").RightAligned());
        table.AddColumn(new TableColumn(ComparisonText.LaunchesToSeeHeader).RightAligned());
        table.AddColumn("not judged");
        foreach (var experiment in comparison.Experiments)
        {
            var seen = experiment.Visibility;
            table.AddRow(
                Markup.Escape(experiment.Id),
                seen.Rows.ToString(CultureInfo.InvariantCulture),
                seen.ByInterval.ToString(CultureInfo.InvariantCulture),
                seen.Exactly.ToString(CultureInfo.InvariantCulture),
                seen.Marked.ToString(CultureInfo.InvariantCulture),
                seen.CouldSeeReference.ToString(CultureInfo.InvariantCulture),
                ComparisonText.LaunchesToSee(seen.LaunchesToSeeReference),
                Markup.Escape(ComparisonText.NotJudged(seen)));
        }

        AnsiConsole.Write(table);
        AnsiConsole.WriteLine(ComparisonText.MarkedOfJudged(comparison.Visibility));
        if (ComparisonText.LaunchesToSeeShort(comparison) is { } shortOfLaunches)
        {
            AnsiConsole.WriteLine(shortOfLaunches);
        }

        AnsiConsole.WriteLine(ComparisonText.Spreads(comparison.Spreads));
    }
}
