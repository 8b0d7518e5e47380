using AsyncLab.Comparison;
using AsyncLab.Results;
using static AsyncLab.Tests.Fixtures.SpreadRuns;

namespace AsyncLab.Tests.Comparison;

/// <summary>
/// compare with spreads recorded by <c>spread</c> and read back from their file: the same change is marked against a
/// tight spread and not against a wide one, and the reports say whose spreads they were and where from.
/// </summary>
public sealed class RunComparisonRecordedSpreadsTests : IDisposable
{
    private static readonly double[] Fifteen = [.. Enumerable.Range(0, 15).Select(i => 100.0 + i)];

    private readonly string directory = Directory.CreateTempSubdirectory("asynclab-recorded-spreads-").FullName;

    public void Dispose() => Directory.Delete(directory, recursive: true);

    [Fact]
    public void Of_TwentyPercentSlowerAgainstATightRecordedSpread_Worse()
    {
        var (a, b) = TwentyPercentSlower();

        var row = Row(RunComparison.Of(a, b, Recorded("tight.json", movedBy: 1.01)));

        Assert.Equal(Change.Worse, row.Change);
        Assert.Equal(0.01, row.Spread!.Spread, precision: 9);
    }

    [Fact]
    public void Of_TwentyPercentSlowerAgainstAWideRecordedSpread_NotMarked()
    {
        var (a, b) = TwentyPercentSlower();

        var row = Row(RunComparison.Of(a, b, Recorded("wide.json", movedBy: 1.6)));

        Assert.True(row.Interval!.Value.Low > 1);
        Assert.Equal(Change.Undecided, row.Change);
    }

    [Fact]
    public void Render_RecordedSpreads_EveryReportNamesTheUsersSpreadsTheirFileAndRuns()
    {
        var (a, b) = TwentyPercentSlower();
        var comparison = RunComparison.Of(a, b, Recorded("mine.json", movedBy: 1.01));
        var file = Path.Combine(directory, "mine.json");
        var named = $"the spreads you recorded with asynclab spread in {file}, from 2 quick runs of the same code (h1, h2; 2026-11-26)";

        Assert.Contains(named, ComparisonText.Spreads(comparison.Spreads), StringComparison.Ordinal);
        Assert.Contains(named, CompareMarkdown.Render(comparison), StringComparison.Ordinal);
        Assert.Contains(named, CompareHtml.Render(comparison), StringComparison.Ordinal);
        Assert.Contains("the lab's own", ComparisonText.Spreads(RunComparison.Of(a, b).Spreads), StringComparison.Ordinal);
    }

    [Fact]
    public void Spreads_LabsOwnOrRecorded_OnlyTheLabsSuggestRecordingYourOwn()
    {
        var (a, b) = TwentyPercentSlower();

        Assert.Contains("record them with asynclab spread", ComparisonText.Spreads(RunComparison.Of(a, b).Spreads),
            StringComparison.Ordinal);
        Assert.DoesNotContain("record them with",
            ComparisonText.Spreads(RunComparison.Of(a, b, Recorded("mine.json", movedBy: 1.01)).Spreads),
            StringComparison.Ordinal);
    }

    [Fact]
    public void Cautions_SpreadsRecordedOnAnotherProfile_SaySo()
    {
        var (a, b) = TwentyPercentSlower();
        var full = (a with { Run = a.Run with { Profile = "full" } }, b with { Run = b.Run with { Profile = "full" } });

        var cautions = ComparisonText.Cautions(RunComparison.Of(full.Item1, full.Item2, Recorded("quick.json", movedBy: 1.01)));

        Assert.Contains(cautions,
            c => c.Contains("recorded on quick runs, and these runs are full (A) and full (B)", StringComparison.Ordinal));
        Assert.Empty(ComparisonText.Cautions(RunComparison.Of(a, b, Recorded("same.json", movedBy: 1.01))));
    }

    /// <summary>Spreads measured on two runs whose one time figure moved by <paramref name="movedBy"/>, written and read back.</summary>
    private BetweenRunSpreads Recorded(string name, double movedBy)
    {
        var path = Path.Combine(directory, name);
        SpreadsFile.Write(path, BetweenRunSpreads.Measure([Run("h1", Time("e", "a", 100)), Run("h2", Time("e", "a", 100 * movedBy))]));
        return SpreadsFile.Read(path);
    }

    private static MetricComparison Row(RunComparison comparison) =>
        comparison.Experiments.Single().Metrics.Single(m => m.Metric == MetricNames.TimeNs);

    /// <summary>One benchmark case whose rounds in B are each 1.2× A's: clear of its interval, within a 60 % spread.</summary>
    private static (ResultsDocument A, ResultsDocument B) TwentyPercentSlower() =>
        (WithSamples("a", Fifteen), WithSamples("b", [.. Fifteen.Select(v => v * 1.2)]));

    private static ResultsDocument WithSamples(string id, IReadOnlyList<double> samples)
    {
        var run = Run(id, Time("e", "case", samples.Order().ElementAt(samples.Count / 2)));
        var experiment = run.Experiments.Single();
        var measurement = experiment.Measurements.Single()
            with { Samples = new Dictionary<string, IReadOnlyList<double>> { [MetricNames.TimeNs] = samples } };
        return run with
        {
            Experiments = [experiment with { Measurements = [measurement], Metrics = [.. experiment.Metrics, Metrics.TimeNs] }],
        };
    }
}
