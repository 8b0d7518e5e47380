using System.Reflection;
using System.Text.RegularExpressions;
using AsyncLab.Scan;
using Microsoft.CodeAnalysis.Diagnostics;

namespace AsyncLab.Tests.Scan;

/// <summary>
/// scan.globalconfig names every rule of the analyzers the tool ships, on or off. The compiler skips an analyzer only when
/// each of its rules is off by name: the blanket "every rule off" line still runs them all, and a scan of the lab's own
/// solution then took a third longer.
/// </summary>
public sealed partial class ScanRulesTests
{
    [Fact]
    public void Globalconfig_EveryRuleTheShippedAnalyzersReport_NamedOnOrOff()
    {
        var named = NamedRule().Matches(File.ReadAllText(Path.Combine(ScanBuild.ToolFolder, "scan.globalconfig")))
            .Select(m => m.Groups[1].Value)
            .ToHashSet(StringComparer.Ordinal);

        var missing = ShippedRules().Where(id => !named.Contains(id)).Order(StringComparer.Ordinal).ToList();

        Assert.True(missing.Count == 0, "rules scan.globalconfig does not name:\n" +
            string.Join("\n", missing.Select(id => $"dotnet_diagnostic.{id}.severity = none")));
    }

    /// <summary>Every diagnostic id the analyzers beside the lab can report.</summary>
    private static IEnumerable<string> ShippedRules()
    {
        var folder = Path.Combine(ScanBuild.ToolFolder, "analyzers");
        Assert.True(Directory.Exists(folder), $"no analyzers beside the lab at {folder}");
        return Directory.GetFiles(folder, "*.dll")
            .Select(Assembly.LoadFrom)
            .SelectMany(Loadable)
            .Where(t => typeof(DiagnosticAnalyzer).IsAssignableFrom(t) && t is { IsAbstract: false }
                && t.GetConstructor(Type.EmptyTypes) is not null)
            .SelectMany(t => ((DiagnosticAnalyzer)Activator.CreateInstance(t)!).SupportedDiagnostics)
            .Select(d => d.Id)
            .Distinct(StringComparer.Ordinal);
    }

    private static IEnumerable<Type> Loadable(Assembly assembly)
    {
        try
        {
            return assembly.GetTypes();
        }
        catch (ReflectionTypeLoadException partial)
        {
            return partial.Types.OfType<Type>();
        }
    }

    [GeneratedRegex(@"^dotnet_diagnostic\.([A-Za-z0-9]+)\.severity\s*=", RegexOptions.Multiline)]
    private static partial Regex NamedRule();
}
