using AsyncLab.Html;
using AsyncLab.Results;
using AsyncLab.Running;

namespace AsyncLab.Tests.Running;

public class MetricDeclarationsTests
{
    private static readonly Metric Wait = new("wait_us", MetricUnit.Microseconds, MetricBetter.Lower, "wait");

    [Fact]
    public void Used_KeysOfFiguresPublishedSamplesAndHistograms_EachDeclaredOnceInDeclarationOrder()
    {
        var measurement = new Measurement("a", new Dictionary<string, string>(), new Dictionary<string, double> { ["mean_ns"] = 1 })
        {
            Published = new Dictionary<string, double> { ["allocated_bytes_per_op"] = 88 },
            Samples = new Dictionary<string, IReadOnlyList<double>> { ["time_ns"] = [1, 2] },
            Histograms = new Dictionary<string, string> { ["wait_us"] = "HISTFAAA" },
        };

        var used = MetricDeclarations.Used([.. Metrics.Shared, Wait], [measurement, measurement]);

        Assert.Equal([Metrics.TimeNs, Metrics.MeanNs, Metrics.AllocatedBytesPerOp, Wait], used);
    }

    [Fact]
    public void Used_KeyNoneDeclares_LeftOut()
    {
        var measurement = new Measurement("a", new Dictionary<string, string>(), new Dictionary<string, double> { ["threads_peak"] = 4 });

        Assert.Empty(MetricDeclarations.Used(Metrics.Shared, [measurement]));
    }

    [Fact]
    public void Used_KeyDeclaredTwiceDifferently_Throws()
    {
        var measurement = new Measurement("a", new Dictionary<string, string>(), new Dictionary<string, double> { ["wait_us"] = 4 });

        var error = Assert.Throws<InvalidOperationException>(() =>
            MetricDeclarations.Used([Wait, Wait with { Unit = MetricUnit.Milliseconds }], [measurement]));

        Assert.Contains("'wait_us' is declared twice", error.Message, StringComparison.Ordinal);
    }
}
