using AsyncLab.Reporting;
using AsyncLab.Reporting.Comparison;
using Spectre.Console;

namespace AsyncLab.Cli;

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
        AnsiConsole.MarkupLine($"only in A: {Markup.Escape(ComparisonText.OneSide(comparison.OnlyInA))}; only in B: {Markup.Escape(ComparisonText.OneSide(comparison.OnlyInB))}");

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
                    ConsoleOutput.VerdictMarkup(change.A.Verdict),
                    ConsoleOutput.VerdictMarkup(change.B.Verdict),
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
                    Markup.Escape(MetricFormat.Label(metric.Metric)),
                    Markup.Escape(ComparisonText.Value(metric.Metric, metric.A)),
                    Markup.Escape(ComparisonText.Value(metric.Metric, metric.B)),
                    metric.Change switch { Change.Better => $"[green]{ratio}[/]", Change.Worse => $"[red]{ratio}[/]", _ => ratio });
            }

            AnsiConsole.Write(table);
        }

        AnsiConsole.WriteLine(ComparisonText.Explanation);
        foreach (var caution in ComparisonText.Cautions(comparison))
        {
            AnsiConsole.MarkupLine($"[yellow]caution:[/] {Markup.Escape(caution)}");
        }
    }
}
