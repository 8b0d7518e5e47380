using System.Globalization;
using AsyncLab.Results;

namespace AsyncLab.Reporting;

/// <summary>How the report says which processes measured an experiment, so a reader knows what its intervals include.</summary>
public static class LaunchText
{
    /// <summary>The experiments table's cell: "3 launches", or "one process".</summary>
    public static string Cell(ExperimentResult experiment) =>
        experiment.Launches is { } launches ? string.Create(CultureInfo.InvariantCulture, $"{launches} launches") : "one process";

    public const string Summary =
        "processes: an experiment measured in launches ran in that many fresh processes of the lab, each a share of its " +
        "rounds, and its intervals include how far a figure moves from one process to the next; one measured in one process " +
        "(the load tests, and every experiment in smoke) has intervals that see only the variation within that process.";
}
