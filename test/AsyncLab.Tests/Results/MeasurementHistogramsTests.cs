using System.Text.Json;
using AsyncLab.Load;
using AsyncLab.Results;
using AsyncLab.Tests.Fixtures;

namespace AsyncLab.Tests.Results;

/// <summary>results.json's optional histograms: written compressed, read back to the same percentiles, absent when none.</summary>
public sealed class MeasurementHistogramsTests : IDisposable
{
    private readonly string directory = Directory.CreateTempSubdirectory("asynclab-histograms-").FullName;

    public void Dispose() => Directory.Delete(directory, recursive: true);

    [Fact]
    public void Write_ThenRead_PercentilesRecomputedFromTheFile()
    {
        var latencies = new LatencyHistogram();
        for (var i = 1; i <= 10_000; i++)
        {
            latencies.RecordMicroseconds(i * 37L);
        }

        ResultsFile.Write(directory,
            WithHistograms(new Dictionary<string, string> { [MetricNames.LatencyHistogramUs] = latencies.ToBase64() }));
        var read = ResultsFile.Read(directory).Experiments[0].Measurements[0];

        var readBack = LatencyHistogram.FromBase64(read.Histograms![MetricNames.LatencyHistogramUs]);
        Assert.Equal(latencies.Count, readBack.Count);
        foreach (var p in new[] { 50.0, 90, 99, 99.9, 100 })
        {
            Assert.Equal(latencies.ValueAtPercentile(p), readBack.ValueAtPercentile(p));
        }
    }

    [Fact]
    public void Write_NoHistograms_KeyAbsentFromTheFile()
    {
        ResultsFile.Write(directory, SampleResults.Create());

        var json = File.ReadAllText(Path.Combine(directory, ResultsFile.FileName));

        Assert.DoesNotContain("\"histograms\"", json, StringComparison.Ordinal);
    }

    [Fact]
    public void Read_FileWrittenBeforeHistograms_ReadsWithNone()
    {
        // The sample as an older lab wrote it: no histograms key anywhere.
        var json = JsonSerializer.Serialize(SampleResults.Create(), ResultsFile.JsonOptions);
        Assert.DoesNotContain("histograms", json, StringComparison.Ordinal);
        File.WriteAllText(Path.Combine(directory, ResultsFile.FileName), json);

        var read = ResultsFile.Read(directory);

        Assert.All(read.Experiments.SelectMany(e => e.Measurements), m => Assert.Null(m.Histograms));
    }

    private static ResultsDocument WithHistograms(IReadOnlyDictionary<string, string> histograms)
    {
        var sample = SampleResults.Create();
        var first = sample.Experiments[0];
        var measurements = first.Measurements.Select((m, i) => i == 0 ? m with { Histograms = histograms } : m).ToList();
        return sample with { Experiments = [first with { Measurements = measurements }, .. sample.Experiments.Skip(1)] };
    }
}
