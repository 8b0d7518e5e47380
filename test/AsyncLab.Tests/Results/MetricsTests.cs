using System.Reflection;
using AsyncLab.Html;
using AsyncLab.Results;

namespace AsyncLab.Tests.Results;

public class MetricsTests
{
    [Fact]
    public void MetricNames_EveryConstant_IsASharedMetricAndNothingElse()
    {
        var constants = typeof(MetricNames).GetFields(BindingFlags.Public | BindingFlags.Static)
            .Where(f => f.IsLiteral)
            .Select(f => (string)f.GetRawConstantValue()!)
            .Order(StringComparer.Ordinal);

        Assert.Equal(constants, Metrics.Shared.Select(m => m.Key).Order(StringComparer.Ordinal));
    }

    [Fact]
    public void Shared_DeclaredMembers_EachListedOnceInDeclarationOrder()
    {
        Assert.Equal(Metrics.TimeNs, Metrics.Shared[0]);
        Assert.Contains(Metrics.LatencyP99Ms, Metrics.Shared);
        Assert.Equal(Metrics.Shared.Count, Metrics.Shared.Distinct().Count());
    }

    [Fact]
    public void DeclaredIn_ClassWithMetricFieldsAndOthers_OnlyItsPublicStaticMetrics()
    {
        var declared = Metrics.DeclaredIn(typeof(Declaring));

        Assert.Equal([Declaring.First, Declaring.Second], declared);
    }

    private static class Declaring
    {
        public static readonly Metric First = new("first", MetricUnit.Count, MetricBetter.Neither, "first");

        public static readonly Metric Second = new("second", MetricUnit.Bytes, MetricBetter.Lower, "second");

        public static readonly string NotAMetric = "third";

        private static readonly Metric Hidden = new("hidden", MetricUnit.Count, MetricBetter.Neither, "hidden");

        public static Metric Property => Hidden;
    }
}
