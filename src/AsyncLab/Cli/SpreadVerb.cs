using System.CommandLine;
using System.Globalization;
using AsyncLab.Comparison;
using AsyncLab.Results;

namespace AsyncLab.Cli;

/// <summary>
/// <c>spread RUN_DIR RUN_DIR [RUN_DIR...] [+ RUN_DIR RUN_DIR...] [--out FILE]</c>: measures how far runs of the same code
/// moved apart on this machine, per kind of figure, and writes the between-run spreads for <c>compare --spreads</c>
/// (docs/METHOD.md, compare). A lone <c>+</c> starts another set of runs of the same code (another commit's), whose
/// runs are paired only with each other.
/// </summary>
public static class SpreadVerb
{
    public static Command Create()
    {
        var runs = new Argument<string[]>("run-dirs")
        {
            Description = $"Two or more runs of the same code and profile: their folders (or their results.json). " +
                $"A lone {SetSeparator} starts another set of runs of the same code, paired only within itself.",
            Arity = ArgumentArity.OneOrMore,
        };
        var output = new Option<string?>("--out", "-o")
        {
            Description = $"The spreads file to write (default: {SpreadsFile.FileName} in the current folder).",
        };
        var command = new Command(
            "spread", "Measure the between-run spreads of runs of the same code on this machine, for compare --spreads.")
        {
            runs, output,
        };
        command.SetAction(parseResult => Execute(parseResult.GetValue(runs)!, parseResult.GetValue(output), Console.Out));
        return command;
    }

    /// <summary>The argument that starts another set of runs.</summary>
    public const string SetSeparator = "+";

    private const string Usage = "usage: spread RUN_DIR RUN_DIR [RUN_DIR...] [+ RUN_DIR RUN_DIR...] [--out FILE]";

    public static int Execute(IReadOnlyList<string> runDirectories, string? output, TextWriter console)
    {
        var sets = Sets(runDirectories);
        if (sets.FirstOrDefault(set => set.Count < 2) is { } alone)
        {
            throw new UsageException(sets.Count == 1
                ? $"spread needs two or more runs of the same code; got {alone.Count} ({Usage})"
                : $"every set of runs between '{SetSeparator}' needs two or more runs of the same code; one has {alone.Count} ({Usage})");
        }

        var path = Path.GetFullPath(output ?? SpreadsFile.FileName);
        if (Directory.Exists(path))
        {
            throw new UsageException($"--out '{path}' is a folder, not a file");
        }

        var spreads = BetweenRunSpreads.Measure(
            sets.Select(set => (IReadOnlyList<ResultsDocument>)set.Select(ResultsFile.Read).ToList()).ToList());
        try
        {
            Directory.CreateDirectory(Path.GetDirectoryName(path)!);
            SpreadsFile.Write(path, spreads);
        }
        catch (Exception ex) when (ex is IOException or UnauthorizedAccessException or NotSupportedException)
        {
            throw new UsageException($"cannot write '{path}': {ex.Message.ReplaceLineEndings(" ")}");
        }

        Write(spreads, console);
        console.WriteLine($"spreads written to {path}; use them with: compare DIR_A DIR_B --spreads {path}");
        return ExitCodes.Ok;
    }

    /// <summary>The run folders cut into sets at each <see cref="SetSeparator"/>.</summary>
    private static List<List<string>> Sets(IReadOnlyList<string> arguments)
    {
        var sets = new List<List<string>> { new() };
        foreach (var argument in arguments)
        {
            if (argument == SetSeparator)
            {
                sets.Add([]);
            }
            else
            {
                sets[^1].Add(argument);
            }
        }

        return sets;
    }

    /// <summary>The spreads as a table: a kind's over every experiment first, then the experiments that move further.</summary>
    private static void Write(BetweenRunSpreads spreads, TextWriter console)
    {
        string[][] rows =
        [
            ["kind", "experiment", "spread", "pairs"],
            .. spreads.All.Select(s => new[]
            {
                FigureKinds.Name(s.Kind),
                s.Experiment ?? "(every experiment)",
                "±" + ComparisonText.Percent(s.Spread),
                s.Pairs.ToString("#,0", CultureInfo.InvariantCulture),
            }),
        ];
        var widths = Enumerable.Range(0, 4).Select(column => rows.Max(r => r[column].Length)).ToArray();
        foreach (var row in rows)
        {
            // Names to the left, figures to the right, as in compare's tables.
            console.WriteLine(
                $"{row[0].PadRight(widths[0])}  {row[1].PadRight(widths[1])}  {row[2].PadLeft(widths[2])}  {row[3].PadLeft(widths[3])}");
        }

        console.WriteLine(
            $"from {spreads.Origin!.RunsText} on {spreads.Origin.Machine}: per kind and per experiment " +
            $"the {BetweenRunSpreads.Percentile}th percentile of |ln B/A| " +
            $"(an experiment's largest move where it has fewer than {BetweenRunSpreads.FewestPairsForPercentile} pairs)");
    }
}
