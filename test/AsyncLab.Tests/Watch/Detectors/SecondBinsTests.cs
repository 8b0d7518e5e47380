using AsyncLab.Watch.Detectors;

namespace AsyncLab.Tests.Watch.Detectors;

public sealed class SecondBinsTests
{
    [Fact]
    public void AddSpan_AcrossSeconds_EachBinGetsItsPart()
    {
        var bins = new SecondBins();

        bins.AddSpan(TimeSpan.FromSeconds(0.5), TimeSpan.FromSeconds(2.25));

        Assert.Equal((0.5, 1.0, 0.25), (bins.Sum(0, 1), bins.Sum(1, 2), bins.Sum(2, 3)), new ToleranceComparer());
        Assert.Equal(1.75, bins.Sum(0, 10), 9);
    }

    [Fact]
    public void Add_CountsLandInTheirSecond()
    {
        var bins = new SecondBins();

        bins.Add(TimeSpan.FromSeconds(3.9));
        bins.Add(TimeSpan.FromSeconds(4.0), 2);

        Assert.Equal((1.0, 2.0, 0.0), (bins.Sum(3, 4), bins.Sum(4, 5), bins.Sum(5, 9)));
    }

    [Fact]
    public void AddAll_LongerOther_SumsBinByBin()
    {
        var total = new SecondBins();
        var other = new SecondBins();
        total.Add(TimeSpan.FromSeconds(1));
        other.Add(TimeSpan.FromSeconds(1), 2);
        other.Add(TimeSpan.FromSeconds(4), 5);

        total.AddAll(other);

        Assert.Equal((3.0, 5.0), (total.Sum(1, 2), total.Sum(4, 5)));
    }

    private sealed class ToleranceComparer : IEqualityComparer<(double, double, double)>
    {
        public bool Equals((double, double, double) x, (double, double, double) y) =>
            Math.Abs(x.Item1 - y.Item1) < 1e-9 && Math.Abs(x.Item2 - y.Item2) < 1e-9 && Math.Abs(x.Item3 - y.Item3) < 1e-9;

        public int GetHashCode((double, double, double) obj) => 0;
    }
}
