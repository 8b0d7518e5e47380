using AsyncLab.Catalog;
using AsyncLab.Reporting;
using AsyncLab.Results;
using AsyncLab.Running;
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

    /// <summary>Runs <paramref name="work"/> with a progress display fitting the terminal.</summary>
    public static async Task<T> WithProgressAsync<T>(IReadOnlyList<IExperiment> experiments, Func<IRunObserver, Task<T>> work)
    {
        if (!IsInteractive)
        {
            return await work(new PlainRunObserver(Console.Out)).ConfigureAwait(false);
        }

        return await AnsiConsole.Progress()
            .AutoClear(false)
            .Columns(new TaskDescriptionColumn { Alignment = Justify.Left }, new ProgressBarColumn(), new PercentageColumn(), new ElapsedTimeColumn(), new SpinnerColumn())
            .StartAsync(ctx => work(new LiveRunObserver(ctx, experiments)))
            .ConfigureAwait(false);
    }

    public static void WriteClaims(ResultsDocument document)
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
                VerdictMarkup(claim.Verdict),
                Markup.Escape(claim.Why));
        }

        AnsiConsole.Write(table);
        var counts = VerdictText.Count(document.Experiments.SelectMany(e => e.Claims));
        AnsiConsole.MarkupLine($"[green]{counts[Verdict.Holds]} hold[/], [yellow]{counts[Verdict.Differs]} differ[/], [red]{counts[Verdict.Refuted]} refuted[/], [grey]{counts[Verdict.NotMeasured]} not measured[/]");
    }

    public static string VerdictMarkup(Verdict verdict) => $"[{Colour(verdict)}]{verdict.Name()}[/]";

    public static void WriteError(string message) => Console.Error.WriteLine("asynclab: " + message.ReplaceLineEndings(" "));

    private static string Colour(Verdict verdict) => verdict switch
    {
        Verdict.Holds => "green",
        Verdict.Differs => "yellow",
        Verdict.Refuted => "red",
        _ => "grey",
    };
}
