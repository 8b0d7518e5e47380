using System.Globalization;
using AsyncLab.Reporting;
using Spectre.Console;

namespace AsyncLab.Comparison;

/// <summary>A comparison in the console: the runs, what one side lacks, changed verdicts, then the metrics per experiment.</summary>
public static class CompareConsole
{
    public static void Write(RunComparison comparison)
    {
        var runs = new Table().Border(TableBorder.Rounded).Title("Runs");
        runs.AddColumn(string.Empty);
        runs.AddColumn("A");
        runs.AddColumn("B");
        foreach (var fact in comparison.Facts)
        {
            var key = fact.Differs ? $"[yellow]{Markup.Escape(fact.Key)} (differs)[/]" : Markup.Escape(fact.Key);
            runs.AddRow(key, Markup.Escape(fact.A), Markup.Escape(fact.B));
        }

        AnsiConsole.Write(runs);
        AnsiConsole.MarkupLine(
            $"only in A: {Markup.Escape(ComparisonText.OneSide(comparison.OnlyInA))}; " +
            $"only in B: {Markup.Escape(ComparisonText.OneSide(comparison.OnlyInB))}");

        var changes = comparison.VerdictChanges.ToList();
        if (changes.Count == 0)
        {
            AnsiConsole.WriteLine("No claim changed its verdict.");
        }
        else
        {
            var table = new Table().Border(TableBorder.Rounded).Title("Verdicts that changed");
            table.AddColumn("claim");
            table.AddColumn("A");
            table.AddColumn("B");
            table.AddColumn("measured A → B");
            table.AddColumn("why (B)");
            foreach (var change in changes)
            {
                table.AddRow(
                    Markup.Escape(change.B.Id),
                    VerdictMarkup.Of(change.A.Verdict),
                    VerdictMarkup.Of(change.B.Verdict),
                    Markup.Escape($"{change.A.Measured} → {change.B.Measured}"),
                    Markup.Escape(change.B.Why));
            }

            AnsiConsole.Write(table);
        }

        foreach (var experiment in comparison.Experiments.Where(e => e.Metrics.Count > 0))
        {
            var table = new Table().Border(TableBorder.Rounded).Title($"{Markup.Escape(experiment.Id)} (B/A)");
            table.AddColumn("measurement");
            table.AddColumn("metric");
            table.AddColumn(new TableColumn("A").RightAligned());
            table.AddColumn(new TableColumn("B").RightAligned());
            table.AddColumn(new TableColumn("B/A").RightAligned());
            foreach (var metric in experiment.Metrics)
            {
                var ratio = Markup.Escape(ComparisonText.RatioWithChange(metric));
                table.AddRow(
                    Markup.Escape(metric.Measurement),
                    Markup.Escape(metric.Label),
                    Markup.Escape(metric.Format(metric.A)),
                    Markup.Escape(metric.Format(metric.B)),
                    metric.Change switch { Change.Better => $"[green]{ratio}[/]", Change.Worse => $"[red]{ratio}[/]", _ => ratio });
            }

            AnsiConsole.Write(table);
        }

        WriteVisibility(comparison);
        AnsiConsole.WriteLine(ComparisonText.Explanation);
        foreach (var caution in ComparisonText.Cautions(comparison))
        {
            AnsiConsole.MarkupLine($"[yellow]caution:[/] {Markup.Escape(caution)}");
        }
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
