using AsyncLab.Load;

namespace AsyncLab.Tests.Load;

/// <summary>The latency histogram: exact merging, the ends of its range, its compressed form, its fixed memory.</summary>
public sealed class LatencyHistogramTests
{
    private static readonly double[] Percentiles = [0, 1, 25, 50, 90, 99, 99.9, 100];

    [Fact]
    public void Sum_TwoRecordedRuns_SamePercentilesAsRecordingBothIntoOne()
    {
        var (first, second, both) = (new LatencyHistogram(), new LatencyHistogram(), new LatencyHistogram());
        // Two runs of different shapes (a fast one, a slow one with a tail), over many bucket sizes.
        foreach (var value in Latencies(seed: 1, count: 20_000, typicalMicroseconds: 800))
        {
            first.RecordMicroseconds(value);
            both.RecordMicroseconds(value);
        }

        foreach (var value in Latencies(seed: 2, count: 5_000, typicalMicroseconds: 250_000))
        {
            second.RecordMicroseconds(value);
            both.RecordMicroseconds(value);
        }

        var merged = LatencyHistogram.Sum([first, second]);

        AssertSameDistribution(both, merged);
        Assert.Equal(LatencySummary.Of(both), LatencySummary.Of(merged));
    }

    [Fact]
    public void Sum_RunsReadBackFromTheirCompressedForm_SamePercentilesAsRecordingBothIntoOne()
    {
        var (first, second, both) = (new LatencyHistogram(), new LatencyHistogram(), new LatencyHistogram());
        foreach (var value in Latencies(seed: 3, count: 10_000, typicalMicroseconds: 5_000))
        {
            first.RecordMicroseconds(value);
            both.RecordMicroseconds(value);
        }

        foreach (var value in Latencies(seed: 4, count: 10_000, typicalMicroseconds: 40_000))
        {
            second.RecordMicroseconds(value);
            both.RecordMicroseconds(value);
        }

        var merged = LatencyHistogram.Sum([LatencyHistogram.FromBase64(first.ToBase64()), LatencyHistogram.FromBase64(second.ToBase64())]);

        AssertSameDistribution(both, merged);
    }

    [Fact]
    public void CountAtOrAbove_ThreeStalledAmongFast_CountsOnlyTheStalled()
    {
        var histogram = new LatencyHistogram();
        foreach (var microseconds in new long[] { 900, 1_200, 499_000, 500_000, 730_000, 1_000_000 })
        {
            histogram.RecordMicroseconds(microseconds);
        }

        Assert.Equal(3, histogram.CountAtOrAbove(500_000));
        Assert.Equal(6, histogram.CountAtOrAbove(1));
        Assert.Equal(0, histogram.CountAtOrAbove(2_000_000));
    }

    [Fact]
    public void Record_ZeroAndMaximumTrackable_BothKept()
    {
        var histogram = new LatencyHistogram();

        histogram.RecordMicroseconds(0);
        histogram.RecordMicroseconds(LatencyHistogram.MaxTrackableMicroseconds);
        var readBack = LatencyHistogram.FromBase64(histogram.ToBase64());

        foreach (var h in new[] { histogram, readBack })
        {
            Assert.Equal(2, h.Count);
            Assert.Equal(0, h.Min);
            Assert.Equal(0, h.ValueAtPercentile(50));
            // The top bucket's upper edge: at least the value recorded, at most 0.1 % above it.
            Assert.InRange(h.Max, LatencyHistogram.MaxTrackableMicroseconds, LatencyHistogram.MaxTrackableMicroseconds * 1.001);
        }
    }

    [Fact]
    public void RecordMicroseconds_OutsideTheRange_KeptAtTheNearerEnd()
    {
        var histogram = new LatencyHistogram();

        histogram.RecordMicroseconds(-5);
        histogram.RecordMicroseconds(long.MaxValue);

        Assert.Equal(2, histogram.Count);
        Assert.Equal(0, histogram.Min);
        Assert.InRange(histogram.Max, LatencyHistogram.MaxTrackableMicroseconds, LatencyHistogram.MaxTrackableMicroseconds * 1.001);
    }

    [Fact]
    public void RecordElapsed_StopwatchTimestamps_Microseconds()
    {
        var histogram = new LatencyHistogram();
        var start = 1_000_000L;

        histogram.RecordElapsed(start, start + (System.Diagnostics.Stopwatch.Frequency / 1000));

        Assert.Equal(1000, histogram.Max);
    }

    [Fact]
    public void Empty_FiguresNotANumberAndNoSummary()
    {
        var histogram = new LatencyHistogram();

        Assert.True(double.IsNaN(histogram.ValueAtPercentile(99)));
        Assert.True(double.IsNaN(histogram.Min));
        Assert.Same(LatencySummary.None, LatencySummary.Of(histogram));
        Assert.Equal(0, LatencyHistogram.FromBase64(histogram.ToBase64()).Count);
    }

    [Theory]
    [InlineData("")]
    [InlineData("not base64 at all!")]
    [InlineData("AAECAwQFBgcICQ==")]
    [InlineData("HISTFAAAAPx4nJNpmSzMwMDAwMgAAAQVASY=")]
    public void FromBase64_NotACompressedHistogram_OneLineFormatException(string text)
    {
        var error = Assert.Throws<FormatException>(() => LatencyHistogram.FromBase64(text));

        Assert.DoesNotContain('\n', error.Message);
    }

    [Fact]
    public void RecordMicroseconds_Concurrent_AllocatesNothingHoweverManyValues()
    {
        var histogram = LatencyHistogram.Concurrent();
        // The loop compiled fully optimised from the start, and counted over several passes, the least taken: the runtime's
        // own bookkeeping lands on this thread now and then (tiering the recorder's callees when the test process is busy
        // compiling other tests: a few hundred bytes in a single pass), where an allocation per value would show in every pass.
        RecordMany(histogram);
        var least = long.MaxValue;
        for (var pass = 0; pass < 5 && least > 0; pass++)
        {
            var before = GC.GetAllocatedBytesForCurrentThread();
            RecordMany(histogram);
            least = Math.Min(least, GC.GetAllocatedBytesForCurrentThread() - before);
        }

        Assert.Equal(0, least);
        Assert.Equal(0, histogram.Count % 200_000);
    }

    [System.Runtime.CompilerServices.MethodImpl(System.Runtime.CompilerServices.MethodImplOptions.AggressiveOptimization)]
    private static void RecordMany(LatencyHistogram histogram)
    {
        for (var i = 0; i < 200_000; i++)
        {
            histogram.RecordMicroseconds(i * 37L);
        }
    }

    private static void AssertSameDistribution(LatencyHistogram expected, LatencyHistogram actual)
    {
        Assert.Equal(expected.Count, actual.Count);
        Assert.Equal(expected.Min, actual.Min);
        Assert.Equal(expected.Max, actual.Max);
        Assert.Equal(expected.Mean, actual.Mean);
        foreach (var p in Percentiles)
        {
            Assert.Equal(expected.ValueAtPercentile(p), actual.ValueAtPercentile(p));
        }
    }

    /// <summary>Log-normal-ish latencies around a typical value: a long tail, as a server's are.</summary>
    private static IEnumerable<long> Latencies(int seed, int count, double typicalMicroseconds)
    {
        var random = new Random(seed);
        for (var i = 0; i < count; i++)
        {
            var normal = Math.Sqrt(-2 * Math.Log(1 - random.NextDouble())) * Math.Cos(2 * Math.PI * random.NextDouble());
            yield return (long)(typicalMicroseconds * Math.Exp(0.8 * normal));
        }
    }
}
