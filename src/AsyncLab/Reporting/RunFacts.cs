using System.Globalization;
using AsyncLab.Results;

namespace AsyncLab.Reporting;

/// <summary>A run's metadata as labelled lines, in the order every report and the comparison show them.</summary>
public static class RunFacts
{
    public static IReadOnlyList<(string Key, string Value)> Of(RunInfo run) =>
    [
        ("run", run.Id),
        ("profile", run.Profile),
        ("runtime", run.Runtime),
        ("os", run.Os),
        ("cpu", run.Cpu),
        ("logical cores", run.LogicalCores.ToString(CultureInfo.InvariantCulture)),
        ("gc", run.Gc),
        ("runtime settings", run.RuntimeSettingsText),
        ("started (UTC)", run.StartedUtc.ToString("yyyy-MM-dd HH:mm:ss", CultureInfo.InvariantCulture)),
        ("finished (UTC)", run.FinishedUtc?.ToString("yyyy-MM-dd HH:mm:ss", CultureInfo.InvariantCulture) ?? "did not finish"),
        ("tool", "AsyncLab " + run.ToolVersion),
    ];
}
