using System.Text.Json;
using System.Text.RegularExpressions;
using AsyncLab.Watch.Detectors;
using AsyncLab.Watch.Report;

namespace AsyncLab.Scan;

/// <summary>
/// Joins findings with a watch.json: a finding is seen at runtime where a blocking or starvation stack that watch found
/// names it, by the innermost frame of the user's code (its file and line, or its method) or any of the next frames by
/// file and line. The innermost frame is where the thread blocked; the others are its callers, which name a site only
/// at its exact line.
/// </summary>
public static partial class WatchSightings
{
    private static readonly string[] Detectors = ["blocking", "starvation"];
    private const int CallerDepth = 4;

    /// <summary>A watch.json (or its folder) of the schema this lab writes; anything else is one line of bad input.</summary>
    public static WatchDocument Read(string path)
    {
        var file = Directory.Exists(path) ? Path.Combine(path, WatchFile.FileName) : path;
        try
        {
            using (var document = JsonDocument.Parse(File.ReadAllText(file)))
            {
                var schema = document.RootElement.ValueKind == JsonValueKind.Object
                    && document.RootElement.TryGetProperty("schema", out var s) && s.TryGetInt32(out var n) ? n : (int?)null;
                if (schema != WatchDocument.CurrentSchema)
                {
                    var what = schema is null ? "not a watch.json" : $"watch.json schema {schema}";
                    throw new ScanInputException($"--watch '{file}' is {what}; " +
                        $"this scan reads schema {WatchDocument.CurrentSchema} (watch again with this version of the lab)");
                }
            }

            return WatchFile.Read(file);
        }
        catch (Exception ex) when (ex is JsonException or IOException or UnauthorizedAccessException or InvalidDataException)
        {
            throw new ScanInputException($"cannot read --watch '{file}': {ex.Message.ReplaceLineEndings(" ")}");
        }
    }

    public static IReadOnlyList<ScanFinding> Mark(IReadOnlyList<ScanFinding> findings, WatchDocument watch)
    {
        var stacks = watch.AllVerdicts()
            .Where(v => Detectors.Contains(v.Verdict.Detector) && v.Verdict.Finding == Finding.Found)
            .SelectMany(v => v.Verdict.Stacks.Select(s => (v.Verdict.Detector, Stack: s)))
            .ToList();
        return [.. findings.Select(f => f with { SeenAtRuntime = Sightings(f, stacks) })];
    }

    private static List<RuntimeSighting> Sightings(ScanFinding finding, List<(string Detector, StackEvidence Stack)> stacks)
    {
        var seen = new List<RuntimeSighting>();
        foreach (var group in stacks.GroupBy(s => s.Detector))
        {
            var matched = group.Select(s => (s.Stack, Frame: Naming(finding, s.Stack))).Where(m => m.Frame is not null).ToList();
            if (matched.Count > 0)
            {
                seen.Add(new RuntimeSighting(group.Key, matched.Sum(m => m.Stack.Waits), matched[0].Frame!));
            }
        }

        return seen;
    }

    private static string? Naming(ScanFinding finding, StackEvidence stack)
    {
        var callers = stack.CallerFrames(CallerDepth).ToList();
        for (var i = 0; i < callers.Count; i++)
        {
            var frame = FramePattern().Match(callers[i]);
            if (!frame.Success)
            {
                continue;
            }

            var fileName = frame.Groups["file"].Success ? frame.Groups["file"].Value : null;
            var sameFile = fileName == Path.GetFileName(finding.File);
            var atLine = sameFile
                && int.Parse(frame.Groups["line"].Value, System.Globalization.CultureInfo.InvariantCulture) == finding.Line;
            if (atLine || (i == 0 && (sameFile || fileName is null) && SameMethod(frame.Groups["method"].Value, finding.Method)))
            {
                return callers[i];
            }
        }

        return null;
    }

    // "Type.Method" against "Namespace.Type.Method", and a lambda's "Namespace.Type+<>c.<Method>b__0_0".
    private static bool SameMethod(string frameMethod, string findingMethod)
    {
        var lambda = findingMethod.EndsWith(" (lambda)", StringComparison.Ordinal);
        var method = lambda ? findingMethod[..^" (lambda)".Length] : findingMethod;
        var dot = method.LastIndexOf('.');
        if (dot < 0)
        {
            return false;
        }

        var (type, name) = (method[..dot], method[(dot + 1)..]);
        var plain = frameMethod.Replace('+', '.');
        return lambda
            ? plain.Contains(type, StringComparison.Ordinal) && frameMethod.Contains("<" + name + ">", StringComparison.Ordinal)
            : plain == method || plain.EndsWith("." + method, StringComparison.Ordinal);
    }

    // "Module!Namespace.Type.Method(int32) (File.cs:42)": the method without its parameters, and the file and line if named.
    [GeneratedRegex(@"^[^!]*!(?<method>[^(]+)(\([^)]*\))?(\s\((?<file>[^():]+):(?<line>\d+)\))?$")]
    private static partial Regex FramePattern();
}
