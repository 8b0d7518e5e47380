using System.Text.Json;
using AsyncLab.Html;
using AsyncLab.Results;
using AsyncLab.Tests.Fixtures;

namespace AsyncLab.Tests.Results;

public sealed class ResultsFileTests : IDisposable
{
    private readonly string directory = Directory.CreateTempSubdirectory("asynclab-results-").FullName;

    public void Dispose() => Directory.Delete(directory, recursive: true);

    [Fact]
    public void Write_ThenRead_RoundTripsEveryField()
    {
        var original = SampleResults.Create();

        ResultsFile.Write(directory, original);
        var read = ResultsFile.Read(directory);

        Assert.Equal(JsonSerializer.Serialize(original, ResultsFile.JsonOptions), JsonSerializer.Serialize(read, ResultsFile.JsonOptions));
    }

    [Fact]
    public void Write_ThenRead_KeepsEachExperimentsMetricDeclarations()
    {
        var seconds = new Metric("queue_seconds_rps", MetricUnit.PerSecond, MetricBetter.Higher, "queue rps") { InTimeOrder = true };
        var least = new Metric("queue_min_us", MetricUnit.Microseconds, MetricBetter.Lower, "queue min") { IsSpread = true };
        var sample = SampleResults.Create();
        var original = sample with
        {
            Experiments = [sample.Experiments[0] with { Metrics = [Metrics.MeanNs, seconds, least], AcrossRuntimes = true }],
        };

        ResultsFile.Write(directory, original);
        var read = ResultsFile.Read(directory).Experiments.Single();

        Assert.Equal([Metrics.MeanNs, seconds, least], read.Metrics);
        Assert.True(read.AcrossRuntimes);
        var json = File.ReadAllText(Path.Combine(directory, ResultsFile.FileName));
        Assert.Contains("\"unit\": \"per-second\"", json, StringComparison.Ordinal);
        Assert.Contains("\"in_time_order\": true", json, StringComparison.Ordinal);
        Assert.DoesNotContain("is_time", json, StringComparison.Ordinal);
    }

    [Fact]
    public void Read_ExperimentWithoutMetricDeclarations_LoadsWithNone()
    {
        ResultsFile.Write(directory, SampleResults.Create());
        var path = Path.Combine(directory, ResultsFile.FileName);
        var node = System.Text.Json.Nodes.JsonNode.Parse(File.ReadAllText(path))!;
        foreach (var experiment in node["experiments"]!.AsArray())
        {
            experiment!.AsObject().Remove("metrics");
        }

        File.WriteAllText(path, node.ToJsonString());
        var read = ResultsFile.Read(directory);

        Assert.All(read.Experiments, e => Assert.Empty(e.Metrics));
        Assert.Equal(600, read.Experiments[0].Measurements[0].Metrics["mean_ns"]);
    }

    [Fact]
    public void Write_UsesSnakeCaseKeysAndKebabCaseVerdicts()
    {
        ResultsFile.Write(directory, SampleResults.Create());
        var json = File.ReadAllText(Path.Combine(directory, ResultsFile.FileName));

        Assert.Contains("\"started_utc\"", json, StringComparison.Ordinal);
        Assert.Contains("\"logical_cores\"", json, StringComparison.Ordinal);
        Assert.Contains("\"not-measured\"", json, StringComparison.Ordinal);
        Assert.Contains("\"status\": \"ok\"", json, StringComparison.Ordinal);
        Assert.False(File.Exists(Path.Combine(directory, ResultsFile.FileName + ".tmp")));
    }

    [Theory]
    [InlineData("{\"schema\": 1, \"run\": {")]
    [InlineData("not json at all")]
    [InlineData("{\"schema\": 1}")]
    [InlineData("")]
    [InlineData("{\"schema\": 1, \"run\": null, \"experiments\": []}")]
    public void Read_MalformedOrTruncated_ThrowsOneLineError(string content)
    {
        File.WriteAllText(Path.Combine(directory, ResultsFile.FileName), content);

        var error = Assert.Throws<ResultsFileException>(() => ResultsFile.Read(directory));

        Assert.DoesNotContain('\n', error.Message);
        Assert.Contains("results", error.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void Read_OtherSchema_ThrowsNamingTheSchema()
    {
        ResultsFile.Write(directory, SampleResults.Create() with { Schema = 99 });

        var error = Assert.Throws<ResultsFileException>(() => ResultsFile.Read(directory));

        Assert.Contains("schema 99", error.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void Read_MissingFile_ThrowsNamingThePath()
    {
        var error = Assert.Throws<ResultsFileException>(() => ResultsFile.Read(Path.Combine(directory, "nowhere")));

        Assert.Contains("nowhere", error.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void WriteRejudged_Twice_KeepsTheRunsOwnFileAsRecordedAndNeverOverwritesIt()
    {
        var original = SampleResults.Create();
        ResultsFile.Write(directory, original);
        var recordedBytes = File.ReadAllBytes(Path.Combine(directory, ResultsFile.FileName));
        var first = original with { Run = original.Run with { Id = "first re-judging" } };
        var second = original with { Run = original.Run with { Id = "second re-judging" } };

        ResultsFile.WriteRejudged(directory, first);
        ResultsFile.WriteRejudged(directory, second);

        Assert.Equal(recordedBytes, File.ReadAllBytes(Path.Combine(directory, ResultsFile.RecordedFileName)));
        Assert.Equal("second re-judging", ResultsFile.Read(directory).Run.Id);
        Assert.Empty(Directory.GetFiles(directory, "*.tmp"));
    }

    [Fact]
    public void RecordedPath_FolderOrItsResultsJsonOnceRecordedKept_TheRecordedFile()
    {
        var recorded = Path.Combine(directory, ResultsFile.RecordedFileName);
        ResultsFile.Write(directory, SampleResults.Create());
        Assert.Equal(Path.Combine(directory, ResultsFile.FileName), ResultsFile.RecordedPath(directory));

        ResultsFile.WriteRejudged(directory, SampleResults.Create());

        Assert.Equal(recorded, ResultsFile.RecordedPath(directory));
        Assert.Equal(recorded, ResultsFile.RecordedPath(Path.Combine(directory, ResultsFile.FileName)));
        Assert.Equal(recorded, ResultsFile.RecordedPath(recorded));
    }
}
