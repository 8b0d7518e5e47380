using System.Globalization;

namespace AsyncLab.Experiments.WhenAllVsForEachAsync;

/// <summary>One row of the grid: a method of one suite over <paramref name="Items"/> items of the given amount of work.</summary>
public readonly record struct FanOutCase(WorkloadSuite Suite, string Method, int Items, int Amount)
{
    public FanOutCase WithMethod(string method) => this with { Method = method };

    public Dictionary<string, string> ToParameters() => new()
    {
        ["suite"] = Suite.ToName(),
        ["items"] = Items.ToString(CultureInfo.InvariantCulture),
        [Suite.AmountParameter()] = Amount.ToString(CultureInfo.InvariantCulture),
    };

    public override string ToString() => $"{Suite.ToName()} {Method}, {Items} items × {Suite.DescribeAmount(Amount)}";
}
