using System.Text.Json.Nodes;
using AsyncLab.Html;
using AsyncLab.Results;
using AsyncLab.Tests.Fixtures;

namespace AsyncLab.Tests.Results;

public class ClaimIntervalUnitsTests
{
    [Theory]
    [InlineData(MetricUnit.Ratio, "Times")]
    [InlineData(MetricUnit.Flag, "YesNo")]
    [InlineData(MetricUnit.Bytes, "Bytes")]
    [InlineData(MetricUnit.Nanoseconds, "Nanoseconds")]
    [InlineData(MetricUnit.Fraction, "Fraction")]
    [InlineData(MetricUnit.Count, "Count")]
    [InlineData(MetricUnit.WorkUnits, "WorkUnits")]
    public void Name_UnitsClaimsRead_TheNamesRecordedRunsHold(MetricUnit unit, string expected)
    {
        Assert.Equal(expected, ClaimIntervalUnits.Name(unit));
    }

    [Fact]
    public void Parse_EveryUnitsName_ThatUnit()
    {
        Assert.All(Enum.GetValues<MetricUnit>(), unit => Assert.Equal(unit, ClaimIntervalUnits.Parse(ClaimIntervalUnits.Name(unit))));
    }

    [Theory]
    [InlineData("Ratio")]
    [InlineData("Flag")]
    [InlineData("3")]
    [InlineData("times")]
    public void Parse_NameNoLabWrote_Null(string name)
    {
        Assert.Null(ClaimIntervalUnits.Parse(name));
    }

    [Fact]
    public void Name_EveryUnit_AllowedByTheSchema()
    {
        var schema = JsonNode.Parse(File.ReadAllText(Path.Combine(TestFiles.Root, "..", "..", "docs", "results.schema.json")))!;
        var allowed = schema["definitions"]!["claim"]!["properties"]!["interval"]!["oneOf"]![1]!["properties"]!["unit"]!["enum"]!.AsArray()
            .Select(n => n!.GetValue<string>()).ToList();

        Assert.All(Enum.GetValues<MetricUnit>(), unit => Assert.Contains(ClaimIntervalUnits.Name(unit), allowed));
    }
}
