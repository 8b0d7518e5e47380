using System.Globalization;
using System.Text.Json;
using System.Text.RegularExpressions;

namespace AsyncLab.Running;

/// <summary>
/// The report notes' words, kept as data beside each experiment (Experiments/&lt;Name&gt;/&lt;Name&gt;Notes.json, embedded
/// as notes/&lt;Name&gt;Notes.json), so that the C# holds only what is computed: the settings and figures a note names, and
/// which note a measurement picks. Each file maps a note's snake_case name to its text; a computed part is a named
/// placeholder, <c>{turns}</c> or <c>{burst_ms:0.#}</c> (with a .NET format), filled in with the invariant culture.
/// </summary>
public static partial class ExperimentNotes
{
    private const string ResourcePrefix = "notes/";

    private const string FileSuffix = "Notes.json";

    private static readonly Lazy<IReadOnlyDictionary<string, IReadOnlyDictionary<string, string>>> Loaded = new(Load);

    // The notes asked for on this flow while AskedWhile records them; null otherwise.
    private static readonly AsyncLocal<HashSet<(string File, string Name)>?> Asked = new();

    /// <summary>Every file's notes, by the file's &lt;Name&gt; (AsyncCost for AsyncCostNotes.json), then by the note's name.</summary>
    public static IReadOnlyDictionary<string, IReadOnlyDictionary<string, string>> All => Loaded.Value;

    /// <summary>
    /// A note of the file &lt;Name&gt;Notes.json, its placeholders filled with <paramref name="values"/>. A missing note, a
    /// placeholder without a value or a value without its placeholder is an experiment author's mistake, so it throws,
    /// naming the file, the note and the names; each experiment's notes test builds its notes, so it fails there.
    /// </summary>
    public static string Note(string file, string name, params (string Name, object Value)[] values)
    {
        var notes = All.TryGetValue(file, out var found)
            ? found
            : throw new KeyNotFoundException($"no notes file '{file}{FileSuffix}': add it beside the experiment, named <Name>{FileSuffix}");
        var template = notes.TryGetValue(name, out var text)
            ? text
            : throw new KeyNotFoundException($"no note '{name}' in {file}{FileSuffix}");
        Asked.Value?.Add((file, name));
        return Fill($"{file}{FileSuffix}: '{name}'", template, values);
    }

    /// <summary>The notes <paramref name="build"/> asks for, by file and name: which notes of a file an experiment prints.</summary>
    internal static IReadOnlySet<(string File, string Name)> AskedWhile(Action build)
    {
        var previous = Asked.Value;
        var asked = new HashSet<(string File, string Name)>();
        Asked.Value = asked;
        try
        {
            build();
        }
        finally
        {
            Asked.Value = previous;
        }

        return asked;
    }

    /// <summary>The placeholders' names a note's text holds, in order, each once.</summary>
    public static IReadOnlyList<string> PlaceholdersOf(string template) =>
        Placeholder().Matches(template).Select(m => m.Groups["name"].Value).Distinct(StringComparer.Ordinal).ToList();

    internal static string Fill(string where, string template, IReadOnlyList<(string Name, object Value)> values)
    {
        var byName = new Dictionary<string, object>(StringComparer.Ordinal);
        foreach (var (valueName, value) in values)
        {
            if (!byName.TryAdd(valueName, value))
            {
                throw new ArgumentException($"{where}: the value '{valueName}' is given twice", nameof(values));
            }
        }

        var placeholders = PlaceholdersOf(template);
        var unfilled = placeholders.Where(p => !byName.ContainsKey(p)).ToList();
        var unused = byName.Keys.Where(v => !placeholders.Contains(v, StringComparer.Ordinal)).ToList();
        if (unfilled.Count > 0 || unused.Count > 0)
        {
            throw new ArgumentException($"{where}: placeholders without a value: [{string.Join(", ", unfilled)}]; values without " +
                $"a placeholder: [{string.Join(", ", unused)}]", nameof(values));
        }

        return Placeholder().Replace(template, m => Format(byName[m.Groups["name"].Value], m.Groups["format"]));
    }

    private static string Format(object value, Group format) => value is IFormattable formattable
        ? formattable.ToString(format.Success ? format.Value : null, CultureInfo.InvariantCulture)
        : Convert.ToString(value, CultureInfo.InvariantCulture) ?? "";

    private static Dictionary<string, IReadOnlyDictionary<string, string>> Load()
    {
        var assembly = typeof(ExperimentNotes).Assembly;
        var files = new Dictionary<string, IReadOnlyDictionary<string, string>>(StringComparer.Ordinal);
        foreach (var resource in assembly.GetManifestResourceNames().Where(n => n.StartsWith(ResourcePrefix, StringComparison.Ordinal)))
        {
            using var stream = assembly.GetManifestResourceStream(resource)!;
            using var document = JsonDocument.Parse(stream);
            var notes = new Dictionary<string, string>(StringComparer.Ordinal);
            foreach (var note in document.RootElement.EnumerateObject())
            {
                var text = note.Value.GetString() ?? throw new InvalidOperationException($"{resource}: the note '{note.Name}' has no text");
                if (!notes.TryAdd(note.Name, text))
                {
                    throw new InvalidOperationException($"{resource}: the note '{note.Name}' is written twice");
                }
            }

            files[resource[ResourcePrefix.Length..^FileSuffix.Length]] = notes;
        }

        return files;
    }

    // {name} or {name:format}, the name in snake_case; other braces are the prose's own.
    [GeneratedRegex(@"\{(?<name>[a-z][a-z0-9_]*)(?::(?<format>[^{}]+))?\}")]
    private static partial Regex Placeholder();
}
