using System.Reflection;
using System.Text.RegularExpressions;
using AsyncLab.Catalog;
using AsyncLab.Data.Postgres;
using AsyncLab.Html.Charts;
using AsyncLab.Liveness;
using AsyncLab.Scenarios.Composition;
using AsyncLab.Tests.Fixtures;
using AsyncLab.Watch;
using AsyncLab.WebTarget;

namespace AsyncLab.Tests.Architecture;

/// <summary>
/// The names a section of a doc puts in backticks, checked against the repository: a path must exist, a type must be
/// declared, a member must belong to the type it is written after. A span that is code, an option, a variable or a verb
/// (<c>serve</c>, <c>--database</c>, <c>context.Checkpoint</c>, a call with arguments) names nothing to check, except the
/// call's target.
/// </summary>
internal static partial class DocNames
{
    private const string Placeholder = "<";

    /// <summary>The repository's root: src/, test/ and docs/ lie in it.</summary>
    public static string Root { get; } = Path.GetFullPath(Path.Combine(TestFiles.Root, "..", ".."));

    private static readonly Lazy<ILookup<string, Type>> Types = new(() => LabAssemblies()
        .SelectMany(a => a.GetTypes())
        .Where(t => !t.Name.StartsWith('<'))
        .ToLookup(t => t.Name.Split('`')[0], StringComparer.Ordinal));

    private static readonly Lazy<HashSet<string>> Members = new(() => Types.Value
        .SelectMany(g => g)
        .SelectMany(t => t.GetMembers(BindingFlags.Public | BindingFlags.NonPublic | BindingFlags.Instance | BindingFlags.Static |
            BindingFlags.DeclaredOnly))
        .Select(m => m.Name)
        .ToHashSet(StringComparer.Ordinal));

    private static readonly Lazy<HashSet<string>> SourceFileNames = new(() => new[] { "src", "test" }
        .SelectMany(folder => SourceFiles.Files(folder))
        .Select(file => Path.GetFileName(file).Split('.')[0])
        .ToHashSet(StringComparer.Ordinal));

    /// <summary>
    /// The section under the heading <paramref name="heading"/> (to the next "## "): its prose, and the code of its fenced
    /// blocks apart, since a block's example declares names of its own. Null when the doc has no such heading.
    /// </summary>
    public static (string Prose, string Code)? Section(string markdown, string heading)
    {
        var lines = markdown.ReplaceLineEndings("\n").Split('\n');
        var start = Array.IndexOf(lines, heading);
        if (start < 0)
        {
            return null;
        }

        var body = lines.Skip(start + 1).TakeWhile(line => !line.StartsWith("## ", StringComparison.Ordinal));
        var (prose, code, fenced) = (new List<string>(), new List<string>(), false);
        foreach (var line in body)
        {
            if (line.TrimStart().StartsWith("```", StringComparison.Ordinal))
            {
                fenced = !fenced;
            }
            else
            {
                (fenced ? code : prose).Add(line);
            }
        }

        return (string.Join("\n", prose), string.Join("\n", code));
    }

    /// <summary>Each inline code span of <paramref name="prose"/>, a span wrapped over two lines joined into one.</summary>
    public static IEnumerable<string> Spans(string prose) =>
        InlineCode().Matches(prose).Select(m => Whitespace().Replace(m.Groups[1].Value, " ").Trim());

    /// <summary>
    /// Why <paramref name="span"/> names nothing in the repository, or null when it does or names nothing to check.
    /// <paramref name="exampleCode"/> is the section's own code, whose declarations count as names.
    /// </summary>
    public static string? Missing(string span, string exampleCode)
    {
        var name = Target(span);
        if (name is null)
        {
            return null;
        }

        return name.Contains('/', StringComparison.Ordinal) ? MissingPath(span, name, exampleCode) : MissingName(span, name, exampleCode);
    }

    /// <summary>The name a span checks: a call's target without its arguments, an indexer's key; null for what names nothing.</summary>
    private static string? Target(string span)
    {
        var name = span.Trim('[', ']');
        var call = name.IndexOf('(', StringComparison.Ordinal);
        name = call < 0 ? name : name[..call];
        name = GenericArguments().Replace(name, string.Empty);
        var first = name.TrimStart('<').FirstOrDefault();
        return name.Length == 0 || name.Contains(' ', StringComparison.Ordinal) || name.Contains('=', StringComparison.Ordinal)
            || name.StartsWith('/') || name.StartsWith(Placeholder, StringComparison.Ordinal) || !char.IsLetter(first)
            || char.IsLower(first) && !name.Contains('/', StringComparison.Ordinal)
            ? null
            : name;
    }

    private static string? MissingPath(string span, string path, string exampleCode)
    {
        // A placeholder (<Name>) or a glob (seed-*.json) stands for files to come: the part before it must exist.
        var cut = path.IndexOfAny(['<', '*']);
        if (cut >= 0)
        {
            var prefix = path[..cut];
            return Candidates(prefix).Any(c => prefix.EndsWith('/') ? Directory.Exists(c) : HasEntryStartingWith(c))
                ? null
                : $"`{span}`: nothing at {prefix}";
        }

        var slash = path.LastIndexOf('/');
        var (folder, last) = (path[..(slash + 1)], path[(slash + 1)..]);
        if (Candidates(path).Any(c => Directory.Exists(c) || File.Exists(c)))
        {
            return null;
        }

        // Folder/Type or Folder/Type.Member: a file Type.cs in that folder of some project.
        var parts = last.Split('.');
        if (!Candidates(folder + parts[0] + ".cs").Any(File.Exists))
        {
            return $"`{span}`: no file {folder}{parts[0]}.cs under src/";
        }

        return parts.Length > 1 ? MissingName(span, string.Join('.', parts), exampleCode) : null;
    }

    /// <summary>Type, Type.Member, Type.Member.Member or a bare member: each part declared, a first member on its type.</summary>
    private static string? MissingName(string span, string name, string exampleCode)
    {
        var parts = name.Split('.');
        if (Declared(parts[0], exampleCode))
        {
            if (parts.Length > 1 && !OnType(parts[0], parts[1], exampleCode))
            {
                return $"`{span}`: {parts[0]} has no member {parts[1]}";
            }

            var unknown = parts.Skip(2).FirstOrDefault(p => !Members.Value.Contains(p) && !DeclaredIn(exampleCode, p));
            return unknown is null ? null : $"`{span}`: no member {unknown}";
        }

        return parts.Length == 1 && Members.Value.Contains(name) ? null : $"`{span}`: no type, file or member {parts[0]}";
    }

    private static bool Declared(string type, string exampleCode) =>
        Types.Value.Contains(type) || SourceFileNames.Value.Contains(type) || DeclaredIn(exampleCode, type);

    private static bool OnType(string type, string member, string exampleCode) =>
        Types.Value[type].Any(t => t.GetMember(member, BindingFlags.Public | BindingFlags.NonPublic | BindingFlags.Instance |
            BindingFlags.Static).Length > 0) || DeclaredIn(exampleCode, member);

    private static bool DeclaredIn(string code, string name) => Regex.IsMatch(code, $@"\b{Regex.Escape(name)}\b");

    /// <summary>Where a path written in a doc may lie: from the root, or inside src/, or inside one of its projects.</summary>
    private static IEnumerable<string> Candidates(string relative)
    {
        var src = Path.Combine(Root, "src");
        return new[] { Path.Combine(Root, relative), Path.Combine(src, relative) }
            .Concat(Directory.EnumerateDirectories(src).Select(project => Path.Combine(project, relative)));
    }

    private static bool HasEntryStartingWith(string prefix)
    {
        var folder = Path.GetDirectoryName(prefix);
        return folder is not null && Directory.Exists(folder)
            && Directory.EnumerateFileSystemEntries(folder, Path.GetFileName(prefix) + "*").Any();
    }

    private static Assembly[] LabAssemblies() =>
    [
        typeof(ExperimentCatalog).Assembly, typeof(LabOwner).Assembly, typeof(WebTargetServer).Assembly,
        typeof(CompositionScenarios).Assembly, typeof(ProcessIdentity).Assembly, typeof(ChartSvg).Assembly,
        typeof(Watcher).Assembly, typeof(DocNames).Assembly,
    ];

    [GeneratedRegex(@"`([^`]+)`")]
    private static partial Regex InlineCode();

    [GeneratedRegex(@"\s+")]
    private static partial Regex Whitespace();

    // <T>, <Metric>: a generic's arguments; <Name> at the start of a name or after a slash is a placeholder and stays.
    [GeneratedRegex(@"(?<=\w)<[^<>]*>")]
    private static partial Regex GenericArguments();
}
