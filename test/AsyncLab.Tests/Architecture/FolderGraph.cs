using System.Reflection;
using System.Text;
using System.Text.RegularExpressions;

namespace AsyncLab.Tests.Architecture;

/// <summary>
/// The lab's top folders (the namespace segment after <c>AsyncLab.</c>; each experiment, <c>Experiments.X</c>, on its
/// own) and which name which: from the assembly's metadata and IL (<see cref="TypeDependencies"/>), and from the
/// source's using directives, which are all a constant leaves behind. Each edge keeps one example, "Type → Type" or
/// "File: using", so a failure says where to look.
/// </summary>
internal sealed partial class FolderGraph
{
    private const string Root = "AsyncLab.";

    private readonly SortedDictionary<string, SortedDictionary<string, string>> edges = new(StringComparer.Ordinal);

    public IReadOnlySet<string> Nodes { get; }

    private FolderGraph(IReadOnlySet<string> nodes) => Nodes = nodes;

    /// <summary>The folders a folder names, each with its example.</summary>
    public IReadOnlyDictionary<string, string> From(string node) =>
        edges.TryGetValue(node, out var to) ? to : new SortedDictionary<string, string>(StringComparer.Ordinal);

    public static FolderGraph Of(Assembly assembly, string sourceFolder)
    {
        var nodes = assembly.GetTypes().Select(t => NodeOf(t.Namespace)).OfType<string>().ToHashSet(StringComparer.Ordinal);
        var graph = new FolderGraph(nodes);
        foreach (var (from, to) in TypeDependencies.Of(assembly))
        {
            graph.Add(NodeOf(from.Namespace), NodeOf(to.Namespace), $"{from.FullName} → {to.FullName}");
        }

        foreach (var file in Directory.EnumerateFiles(sourceFolder, "*.cs", SearchOption.AllDirectories))
        {
            var relative = Path.GetRelativePath(sourceFolder, file).Replace('\\', '/');
            if (relative.StartsWith("obj/", StringComparison.Ordinal) || relative.StartsWith("bin/", StringComparison.Ordinal))
            {
                continue;
            }

            var text = File.ReadAllText(file);
            var own = NodeOf(FileNamespace().Match(text) is { Success: true } m ? m.Groups[1].Value : null);
            foreach (Match directive in UsingDirective().Matches(text))
            {
                graph.Add(own, NodeOf(directive.Groups[1].Value), $"{relative}: using {directive.Groups[1].Value}");
            }
        }

        return graph;
    }

    /// <summary>"Running" for AsyncLab.Running.X, "Experiments.AsyncCost" for AsyncLab.Experiments.AsyncCost; null outside the
    /// lab's folders.</summary>
    public static string? NodeOf(string? @namespace)
    {
        if (@namespace is null || !@namespace.StartsWith(Root, StringComparison.Ordinal))
        {
            return null;
        }

        var parts = @namespace[Root.Length..].Split('.');
        return parts[0] == "Experiments" && parts.Length > 1 ? $"{parts[0]}.{parts[1]}" : parts[0];
    }

    /// <summary>Every cycle, one per strongly connected set of folders, as the path around it ("A → B → A").</summary>
    public IReadOnlyList<IReadOnlyList<string>> Cycles()
    {
        var cycles = new List<IReadOnlyList<string>>();
        var placed = new HashSet<string>(StringComparer.Ordinal);
        foreach (var start in Nodes.Order(StringComparer.Ordinal))
        {
            if (placed.Contains(start) || PathBetween(start, start) is not { } path)
            {
                continue;
            }

            cycles.Add(path);
            placed.UnionWith(Nodes.Where(n => PathBetween(start, n) is not null && PathBetween(n, start) is not null));
        }

        return cycles;
    }

    /// <summary>One line per folder with what it names, in the order of the folder names.</summary>
    public string Describe()
    {
        var text = new StringBuilder();
        foreach (var node in Nodes.Order(StringComparer.Ordinal))
        {
            var to = From(node).Keys.ToList();
            text.Append(node).Append(" → ").AppendLine(to.Count == 0 ? "(nothing)" : string.Join(", ", to));
        }

        return text.ToString();
    }

    /// <summary>The shortest path from one folder to another through at least one edge, as the folders along it; null when
    /// there is none.</summary>
    private List<string>? PathBetween(string from, string to)
    {
        var previous = new Dictionary<string, string>(StringComparer.Ordinal);
        var queue = new Queue<string>([from]);
        while (queue.TryDequeue(out var node))
        {
            foreach (var next in From(node).Keys)
            {
                if (next == to)
                {
                    var path = new List<string> { to, node };
                    for (var at = node; at != from; at = previous[at])
                    {
                        path.Add(previous[at]);
                    }

                    path.Reverse();
                    return path;
                }

                if (previous.TryAdd(next, node))
                {
                    queue.Enqueue(next);
                }
            }
        }

        return null;
    }

    private void Add(string? from, string? to, string example)
    {
        if (from is null || to is null || from == to || !Nodes.Contains(from) || !Nodes.Contains(to))
        {
            return;
        }

        if (!edges.TryGetValue(from, out var targets))
        {
            edges[from] = targets = new SortedDictionary<string, string>(StringComparer.Ordinal);
        }

        targets.TryAdd(to, example);
    }

    [GeneratedRegex(@"^namespace\s+([\w.]+)\s*;", RegexOptions.Multiline)]
    private static partial Regex FileNamespace();

    // using AsyncLab.X;  using static AsyncLab.X.Type;  using Alias = AsyncLab.X.Type;
    [GeneratedRegex(@"^\s*using\s+(?:static\s+)?(?:\w+\s*=\s*)?(AsyncLab(?:\.\w+)+)\s*;", RegexOptions.Multiline)]
    private static partial Regex UsingDirective();
}
