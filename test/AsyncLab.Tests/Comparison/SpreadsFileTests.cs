using AsyncLab.Results;
using AsyncLab.Comparison;
using static AsyncLab.Tests.Fixtures.SpreadRuns;

namespace AsyncLab.Tests.Comparison;

/// <summary>spreads.json: what <c>spread</c> writes, <c>compare --spreads</c> reads back; anything else is one line.</summary>
public sealed class SpreadsFileTests : IDisposable
{
    private readonly string directory = Directory.CreateTempSubdirectory("asynclab-spreads-").FullName;

    private string FilePath => Path.Combine(directory, SpreadsFile.FileName);

    public void Dispose() => Directory.Delete(directory, recursive: true);

    [Fact]
    public void Read_WrittenSpreads_SameSpreadsAndOriginNamingTheFile()
    {
        var steady = Enumerable.Range(1, 10).ToList();
        var measured = BetweenRunSpreads.Measure(
        [
            Run("r1", [.. steady.Select(k => Time("steady", $"c{k}", 100)), Time("jumpy", "x", 100), Throughput("w", "load", 1000)]),
            Run("r2", [.. steady.Select(k => Time("steady", $"c{k}", 100 + k)), Time("jumpy", "x", 300), Throughput("w", "load", 1100)]),
        ]);

        SpreadsFile.Write(FilePath, measured);
        var read = SpreadsFile.Read(FilePath);

        Assert.Equal(measured.All, read.All);
        Assert.Contains(read.All, s => s.Experiment == "jumpy");
        Assert.Equal(FilePath, read.Origin!.File);
        Assert.Equal(measured.Origin!.Runs, read.Origin.Runs);
        Assert.Equal((measured.Origin.Profile, measured.Origin.ToolVersion, measured.Origin.Machine),
            (read.Origin.Profile, read.Origin.ToolVersion, read.Origin.Machine));
        Assert.Contains($"in {FilePath}, from 2 quick runs of the same code (r1, r2; 2026-11-26)", read.Source, StringComparison.Ordinal);
    }

    [Fact]
    public void Write_Spreads_KindsKebabCaseAndAKindsExperimentNull()
    {
        SpreadsFile.Write(FilePath, BetweenRunSpreads.Measure([Run("r1", Time("e", "a", 100)), Run("r2", Time("e", "a", 110))]));

        var json = File.ReadAllText(FilePath);

        Assert.Contains("\"kind\": \"time-per-call\"", json, StringComparison.Ordinal);
        Assert.Contains("\"experiment\": null", json, StringComparison.Ordinal);
        Assert.Contains("\"pairs\": 1", json, StringComparison.Ordinal);
    }

    [Theory]
    [InlineData("garbage")]
    [InlineData("{\"schema\": 1, \"profile\": \"quick\"")]
    [InlineData("{\"schema\": 1, \"profile\": \"quick\", \"tool_version\": \"0.1.0\", \"machine\": \"m\", \"runs\": []}")]
    [InlineData("{\"schema\": 2, \"profile\": \"quick\", \"tool_version\": \"0.1.0\", \"machine\": \"m\", \"runs\": [], " +
        "\"spreads\": [{\"kind\": \"throughput\", \"spread\": 0.2, \"pairs\": 3, \"basis\": \"b\"}]}")]
    [InlineData("{\"schema\": 1, \"profile\": \"quick\", \"tool_version\": \"0.1.0\", \"machine\": \"m\", \"runs\": [], \"spreads\": []}")]
    [InlineData("{\"schema\": 1, \"profile\": \"quick\", \"tool_version\": \"0.1.0\", \"machine\": \"m\", \"runs\": [], " +
        "\"spreads\": [{\"kind\": \"throughput\", \"spread\": -0.2, \"pairs\": 3, \"basis\": \"b\"}]}")]
    [InlineData("{\"schema\": 1, \"profile\": \"quick\", \"tool_version\": \"0.1.0\", \"machine\": \"m\", \"runs\": [], " +
        "\"spreads\": [{\"kind\": \"throughput\", \"spread\": \"NaN\", \"pairs\": 3, \"basis\": \"b\"}]}")]
    [InlineData("{\"schema\": 1, \"profile\": \"quick\", \"tool_version\": \"0.1.0\", \"machine\": \"m\", \"runs\": [], " +
        "\"spreads\": [{\"kind\": \"speed\", \"spread\": 0.2, \"pairs\": 3, \"basis\": \"b\"}]}")]
    [InlineData("{\"schema\": 1, \"profile\": \"quick\", \"tool_version\": \"0.1.0\", \"machine\": \"m\", \"runs\": [], " +
        "\"spreads\": [{\"kind\": \"throughput\", \"spread\": 0.2, \"pairs\": 3, \"basis\": \"b\"}, " +
        "{\"kind\": \"throughput\", \"spread\": 0.3, \"pairs\": 3, \"basis\": \"b\"}]}")]
    public void Read_MalformedFile_OneLineErrorNamingTheFile(string content)
    {
        File.WriteAllText(FilePath, content);

        var error = Assert.Throws<SpreadsException>(() => SpreadsFile.Read(FilePath));

        Assert.Contains(FilePath, error.Message, StringComparison.Ordinal);
        Assert.DoesNotContain('\n', error.Message);
    }

    [Fact]
    public void Read_HandWrittenKindWithoutExperiment_AKindsSpread()
    {
        File.WriteAllText(FilePath,
            "{\"schema\": 1, \"profile\": \"quick\", \"tool_version\": \"0.1.0\", \"machine\": \"m\", \"runs\": [], " +
                "\"spreads\": [{\"kind\": \"throughput\", \"spread\": 0.2, \"pairs\": 3, \"basis\": \"b\"}]}");

        var spread = Assert.Single(SpreadsFile.Read(FilePath).All);

        Assert.Equal((FigureKind.Throughput, null, 0.2), (spread.Kind, spread.Experiment, spread.Spread));
    }

    [Fact]
    public void Read_MissingFile_OneLineError()
    {
        var error = Assert.Throws<SpreadsException>(() => SpreadsFile.Read(Path.Combine(directory, "none.json")));

        Assert.StartsWith("no spreads file at", error.Message, StringComparison.Ordinal);
    }
}
