using AsyncLab.Reporting;
using AsyncLab.Results;
using AsyncLab.Running;
using AsyncLab.Runtimes;
using Spectre.Console;

namespace AsyncLab.Cli;

/// <summary>The lab's console: live progress and coloured tables in a terminal, plain text when redirected.</summary>
public static class ConsoleOutput
{
    public static bool IsInteractive => !Console.IsOutputRedirected && AnsiConsole.Profile.Capabilities.Interactive;

    /// <summary>
    /// Plain text when output goes to a file or a pipe (CI logs, <c>| less</c>): no colour codes, and tables
    /// wider than the default 80 columns, which read better in a log than wrapped cells do.
    /// </summary>
    public static void Configure()
    {
        if (!Console.IsOutputRedirected)
        {
            return;
        }

        AnsiConsole.Console = AnsiConsole.Create(new AnsiConsoleSettings
        {
            Ansi = AnsiSupport.No,
            ColorSystem = ColorSystemSupport.NoColors,
            Interactive = InteractionSupport.No,
            Out = new AnsiConsoleOutput(Console.Out),
        });
        AnsiConsole.Profile.Width = 160;
    }

    /// <summary>
    /// Runs <paramref name="work"/> with a progress display fitting the output: bars in a terminal, a line per experiment
    /// and launch in a log, step lines for the lab's own children (their parent reads them) and for a verbose log, nothing
    /// when quiet.
    /// </summary>
    /// <param name="clock">The run's expectation, shown as time left; none when null.</param>
    public static async Task<T> WithProgressAsync<T>(
        IReadOnlyList<IExperiment> experiments,
        IReadOnlyList<LabRuntime> otherRuntimes,
        Func<IRunObserver, Task<T>> work,
        RunClock? clock = null,
        RunOutput output = RunOutput.Normal)
    {
        IRunObserver? plain = output switch
        {
            RunOutput.ForParent => new PlainRunObserver(Console.Out, clock),
            RunOutput.Verbose when !IsInteractive => new PlainRunObserver(Console.Out, clock),
            RunOutput.Quiet => new QuietRunObserver(),
            _ when !IsInteractive => new LogRunObserver(Console.Out, clock),
            _ => null,
        };
        if (plain is not null)
        {
            return await work(plain).ConfigureAwait(false);
        }

        var left = new RemainingTimeColumn();
        return await AnsiConsole.Progress()
            .AutoClear(false)
            .Columns(
                new TaskDescriptionColumn { Alignment = Justify.Left },
                new ProgressBarColumn(),
                new PercentageColumn(),
                new ElapsedTimeColumn(),
                left,
                new SpinnerColumn())
            .StartAsync(ctx =>
            {
                var observer = new LiveRunObserver(ctx, experiments, otherRuntimes, clock);
                left.Text = observer.TimeLeft;
                return work(observer);
            })
            .ConfigureAwait(false);
    }

    /// <summary>
    /// Each experiment's measurements, published figures beside them, as in report.md. Long tables are cut so the
    /// claims that follow stay in view; the report has every row.
    /// </summary>
    public static void WriteMeasurements(ResultsDocument document, int maxRows = 30)
    {
        foreach (var experiment in document.Experiments.Where(e => e.Measurements.Count > 0))
        {
            var model = MeasurementTable.Build(experiment.Measurements, DeclaredMetrics.Of(experiment));
            var table = new Table().Border(TableBorder.Rounded).Title(Markup.Escape(experiment.Id));
            foreach (var column in model.Columns)
            {
                var header = column.Kind == ReportColumnKind.Published
                    ? $"[grey]{Markup.Escape(column.Header)}[/]"
                    : Markup.Escape(column.Header);
                table.AddColumn(new TableColumn(header)
                {
                    Alignment = column.Kind == ReportColumnKind.Text ? Justify.Left : Justify.Right,
                });
            }

            foreach (var row in model.Rows.Take(maxRows))
            {
                table.AddRow(row
                    .Select((cell, i) => model.Columns[i].Kind == ReportColumnKind.Published && cell.Length > 0
                        ? $"[grey]{Markup.Escape(cell)}[/]"
                        : Markup.Escape(cell))
                    .ToArray());
            }

            if (model.Rows.Count > maxRows)
            {
                table.Caption($"{model.Rows.Count - maxRows} more rows in the report");
            }

            AnsiConsole.Write(table);
        }
    }

    /// <summary>
    /// For a <c>run --runtimes</c> run: each runtime's status, every claim's verdict per runtime, and the claims they
    /// disagree on.
    /// </summary>
    public static void WriteRuntimes(ResultsDocument document)
    {
        var columns = AcrossRuntimes.Columns(document);
        if (columns.Count == 0)
        {
            return;
        }

        foreach (var column in columns.Where(c => c.Status != RuntimeStatus.Ok))
        {
            WriteError($"{column.Name}: {column.Status.ToString().ToLowerInvariant()}: {column.Error ?? "no reason given"}");
        }

        var matrix = AcrossRuntimes.ClaimMatrix(columns);
        var table = new Table().Border(TableBorder.Rounded).Title("Claims across runtimes");
        table.AddColumn("claim");
        foreach (var column in columns)
        {
            table.AddColumn(Markup.Escape(column.Label + (column.Version is { } v && v != column.Label ? $" ({v})" : string.Empty)));
        }

        foreach (var row in matrix.Rows)
        {
            table.AddRow(row.Select((cell, i) => i == 0 ? Markup.Escape(cell) : VerdictCell(cell)).ToArray());
        }

        AnsiConsole.Write(table);
        var splits = AcrossRuntimes.VerdictSplits(columns);
        AnsiConsole.MarkupLine(splits.Count == 0
            ? "No claim's verdict differs between the runtimes."
            : $"[yellow]{splits.Count} claim(s) judged differently across runtimes:[/]");
        foreach (var line in splits)
        {
            AnsiConsole.MarkupLine("  " + Markup.Escape(line));
        }
    }

    // "holds: 1.02×" → the verdict coloured, the figure plain.
    private static string VerdictCell(string cell)
    {
        var colon = cell.IndexOf(':', StringComparison.Ordinal);
        if (colon < 0)
        {
            return Markup.Escape(cell);
        }

        var verdict = Enum.GetValues<Verdict>().FirstOrDefault(v => v.Name() == cell[..colon], Verdict.NotMeasured);
        return VerdictMarkup.Of(verdict) + Markup.Escape(cell[colon..]);
    }

    /// <summary>The closing summary of a terminal (<see cref="ClaimSummary"/>: every claim), then the verdict counts.</summary>
    public static void WriteSummary(ResultsDocument document, bool counts = true)
    {
        WriteLines(ClaimSummary.Lines(document));
        if (counts)
        {
            WriteCounts(document);
        }
    }

    /// <summary>What to take away (<see cref="Headlines"/>), then the verdict counts: the end of every run's console.</summary>
    public static void WriteHeadlines(ResultsDocument document)
    {
        WriteLines(Headlines.Lines(document));
        WriteCounts(document);
    }

    private static void WriteLines(IEnumerable<(Verdict? Verdict, string Text)> lines)
    {
        foreach (var (verdict, text) in lines)
        {
            // A log keeps a long line whole: Spectre would wrap it at the console's width.
            if (!IsInteractive)
            {
                Console.WriteLine(text);
                continue;
            }

            AnsiConsole.MarkupLine(verdict is { } v ? $"[{VerdictMarkup.Colour(v)}]{Markup.Escape(text)}[/]" : Markup.Escape(text));
        }
    }

    /// <summary>Every claim with its published figure, measured figure, verdict and full why line (run --verbose).</summary>
    public static void WriteClaims(ResultsDocument document, bool counts = true)
    {
        var table = new Table().Border(TableBorder.Rounded).Title("Claims");
        table.AddColumn("claim");
        table.AddColumn("published");
        table.AddColumn("measured");
        table.AddColumn("verdict");
        table.AddColumn("why");
        foreach (var claim in document.Experiments.SelectMany(e => e.Claims))
        {
            table.AddRow(
                Markup.Escape(claim.Id),
                Markup.Escape(claim.Published),
                Markup.Escape(claim.Measured),
                VerdictMarkup.Of(claim.Verdict),
                Markup.Escape(claim.Parts is { Count: > 0 } parts ? $"{claim.Why}; {string.Join("; ", parts)}" : claim.Why));
        }

        AnsiConsole.Write(table);
        if (counts)
        {
            WriteCounts(document);
        }
    }

    private static void WriteCounts(ResultsDocument document)
    {
        var counts = VerdictText.Count(document.Experiments.SelectMany(e => e.Claims));
        AnsiConsole.MarkupLine(string.Join(", ",
            VerdictText.Columns.Select(v => $"[{VerdictMarkup.Colour(v)}]{counts[v]} {VerdictText.Label(v)}[/]")));
    }

    private sealed class QuietRunObserver : IRunObserver
    {
        public void ExperimentStarted(IExperiment experiment, int index, int count)
        {
        }

        public void ExperimentProgressed(IExperiment experiment, ExperimentProgress progress)
        {
        }

        public void ExperimentFinished(IExperiment experiment, ExperimentResult result)
        {
        }
    }

    public static void WriteError(string message) => Console.Error.WriteLine("asynclab: " + message.ReplaceLineEndings(" "));
}
