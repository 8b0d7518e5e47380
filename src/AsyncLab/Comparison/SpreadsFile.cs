using System.Text.Json;
using System.Text.Json.Serialization;
using AsyncLab.Html;
using AsyncLab.Results;

namespace AsyncLab.Comparison;

/// <summary>
/// spreads.json: between-run spreads recorded with <c>asynclab spread</c>, read by <c>compare --spreads</c>. Keys are
/// snake_case and kinds kebab-case, as in results.json; each spread says its kind, its experiment (null for the kind
/// over every experiment), the spread as a fraction, the pairs it was measured on and its basis, beside the runs, their
/// profile, tool version and machine.
/// </summary>
public static class SpreadsFile
{
    public const string FileName = "spreads.json";

    public const int CurrentSchema = 1;

    private static readonly JsonSerializerOptions JsonOptions = new(ResultsFile.JsonOptions);

    public static void Write(string path, BetweenRunSpreads spreads)
    {
        var origin = spreads.Origin
            ?? throw new ArgumentException("only measured spreads are written; the lab's are in its code", nameof(spreads));
        var document = new Document(
            CurrentSchema,
            origin.Profile,
            origin.ToolVersion,
            origin.Machine,
            origin.Runs,
            spreads.All.Select(s => new Entry(s.Kind, s.Spread, s.Pairs, s.Basis, s.Experiment)).ToList());
        AtomicFile.Write(path, stream => JsonSerializer.Serialize(stream, document, JsonOptions));
    }

    /// <summary>The spreads in the file, their origin naming it.</summary>
    /// <exception cref="SpreadsException">Missing, unreadable or malformed; the message is one line.</exception>
    public static BetweenRunSpreads Read(string path)
    {
        if (!File.Exists(path))
        {
            throw new SpreadsException($"no spreads file at '{path}'");
        }

        Document? document;
        try
        {
            using var stream = File.OpenRead(path);
            document = JsonSerializer.Deserialize<Document>(stream, JsonOptions);
        }
        catch (JsonException ex)
        {
            var where = ex.LineNumber is { } line ? $" (line {line + 1})" : string.Empty;
            throw new SpreadsException($"'{path}' is not a spreads file written by asynclab spread{where}: {FirstLine(ex.Message)}");
        }
        catch (Exception ex) when (ex is IOException or UnauthorizedAccessException)
        {
            throw new SpreadsException($"cannot read '{path}': {FirstLine(ex.Message)}");
        }

        if (Problem(document) is { } problem)
        {
            throw new SpreadsException($"'{path}' is not a spreads file written by asynclab spread: {problem}");
        }

        var origin = new SpreadOrigin(document!.Profile, document.ToolVersion, document.Machine, document.Runs) { File = path };
        return BetweenRunSpreads.Of(
            document.Spreads.Select(e => new BetweenRunSpread(e.Kind, e.Spread, e.Pairs, e.Basis) { Experiment = e.Experiment }),
            origin);
    }

    /// <summary>
    /// What makes the document unusable, or null: a spread that is not a finite fraction, or one kind twice for one
    /// experiment.
    /// </summary>
    private static string? Problem(Document? document)
    {
        if (document is null)
        {
            return "it is empty (null document)";
        }

        if (document.Schema != CurrentSchema)
        {
            return $"it has schema {document.Schema}; this version reads schema {CurrentSchema}";
        }

        if (document.Spreads.Count == 0)
        {
            return "it holds no spreads";
        }

        if (document.Spreads.FirstOrDefault(e => !double.IsFinite(e.Spread) || e.Spread < 0 || e.Pairs < 1) is { } bad)
        {
            return $"{FigureKinds.Name(bad.Kind)} has spread {bad.Spread} over {bad.Pairs} pairs " +
                $"(a spread is a fraction ≥ 0 over one pair or more)";
        }

        return document.Spreads.GroupBy(e => (e.Kind, e.Experiment)).FirstOrDefault(g => g.Count() > 1) is { } twice
            ? $"{FigureKinds.Name(twice.Key.Kind)}{(twice.Key.Experiment is null ? string.Empty : $" in {twice.Key.Experiment}")} " +
                $"is given twice"
            : null;
    }

    private static string FirstLine(string message)
    {
        var end = message.IndexOfAny(['\r', '\n']);
        return end < 0 ? message : message[..end];
    }

    private sealed record Document(
        int Schema,
        string Profile,
        string ToolVersion,
        string Machine,
        IReadOnlyList<SpreadRun> Runs,
        IReadOnlyList<Entry> Spreads);

    /// <summary>
    /// One spread, written kind and experiment first; the experiment is null (or left out, in a file written by hand) for
    /// a kind's spread over every experiment.
    /// </summary>
    private sealed record Entry(
        [property: JsonPropertyOrder(-2)] FigureKind Kind,
        double Spread,
        int Pairs,
        string Basis,
        [property: JsonPropertyOrder(-1)] string? Experiment = null);
}
