using AsyncLab.Html;

namespace AsyncLab.Results;

/// <summary>
/// How results.json names the unit of a claim's interval (<see cref="ClaimInterval.Unit"/>). The names are those the
/// recorded files already hold ("Times" for a ratio, "YesNo" for a flag, the unit's own name otherwise), so a file
/// written before the claims read their units from the metric registry reads the same.
/// </summary>
public static class ClaimIntervalUnits
{
    public static string Name(MetricUnit unit) => unit switch
    {
        MetricUnit.Ratio => "Times",
        MetricUnit.Flag => "YesNo",
        _ => unit.ToString(),
    };

    /// <summary>The unit a stored name stands for; null for a name no lab wrote.</summary>
    public static MetricUnit? Parse(string name) =>
        Enum.GetValues<MetricUnit>().Select(u => (MetricUnit?)u).FirstOrDefault(u => Name(u!.Value) == name);
}
