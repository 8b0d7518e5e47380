using AsyncLab.Scan;

namespace AsyncLab.Cli;

/// <summary>scan's options checked before its build: the kinds --fail-on names.</summary>
public static class ScanArguments
{
    public static IReadOnlyList<string> KindNames { get; } = [.. Enum.GetValues<SiteKind>().Select(ScanText.Kebab)];

    public static IReadOnlySet<SiteKind> FailOn(string? text)
    {
        var names = (text ?? string.Empty).Split(',', StringSplitOptions.RemoveEmptyEntries | StringSplitOptions.TrimEntries);
        var unknown = names.Where(n => !KindNames.Contains(n, StringComparer.Ordinal)).ToList();
        return unknown.Count == 0
            ? names.Select(n => Enum.GetValues<SiteKind>().First(k => ScanText.Kebab(k) == n)).ToHashSet()
            : throw new UsageException($"--fail-on '{string.Join(',', unknown)}': unknown kind; use {string.Join(", ", KindNames)}");
    }
}
