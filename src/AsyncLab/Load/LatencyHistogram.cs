using System.Diagnostics;
using HdrHistogram;
using HdrHistogram.Utilities;

namespace AsyncLab.Load;

/// <summary>
/// Latencies in microseconds, counted in HdrHistogram's buckets: three significant digits (every value kept within
/// 0.1 %), from 0 to <see cref="MaxTrackableMicroseconds"/>, in a fixed 200 KB however long the run. Two histograms
/// add up exactly, so runs merge without approximation, and the compressed form (base64, as HdrHistogram's own tools
/// write it) lets a reader recompute any percentile from results.json.
/// </summary>
public sealed class LatencyHistogram
{
    public const int SignificantDigits = 3;

    /// <summary>
    /// Two hours: above anything a valid plan can produce (a run of at most an hour, a request timeout of at most ten
    /// minutes, so even an open-loop request due at the start and answered at the end stays below it).
    /// </summary>
    public static readonly long MaxTrackableMicroseconds = (long)TimeSpan.FromHours(2).TotalMicroseconds;

    private readonly HistogramBase counts;

    private LatencyHistogram(HistogramBase counts) => this.counts = counts;

    /// <summary>A histogram for one writer at a time (merging, decoding, tests).</summary>
    public LatencyHistogram()
        : this(new LongHistogram(1, MaxTrackableMicroseconds, SignificantDigits))
    {
    }

    /// <summary>A histogram every user of a run records into at once, without locks.</summary>
    public static LatencyHistogram Concurrent() => new(new LongConcurrentHistogram(1, MaxTrackableMicroseconds, SignificantDigits));

    public long Count => counts.TotalCount;

    /// <summary>Records one latency; a value outside 0..<see cref="MaxTrackableMicroseconds"/> is kept at the nearer end.</summary>
    public void RecordMicroseconds(long microseconds) => counts.RecordValue(Math.Clamp(microseconds, 0, MaxTrackableMicroseconds));

    /// <summary>Records the time between two <see cref="Stopwatch.GetTimestamp"/> readings.</summary>
    public void RecordElapsed(long fromTimestamp, long toTimestamp) =>
        RecordMicroseconds(Stopwatch.GetElapsedTime(fromTimestamp, toTimestamp).Ticks / TimeSpan.TicksPerMicrosecond);

    /// <summary>Adds every count of <paramref name="other"/> to this one: the result is as if both had been recorded here.</summary>
    public void Add(LatencyHistogram other) => counts.Add(other.counts);

    /// <summary>A new histogram holding the counts of all of them.</summary>
    public static LatencyHistogram Sum(IEnumerable<LatencyHistogram> histograms)
    {
        var sum = new LatencyHistogram();
        foreach (var histogram in histograms)
        {
            sum.Add(histogram);
        }

        return sum;
    }

    /// <summary>
    /// The highest value (within the 0.1 % precision) that <paramref name="percentile"/> % of the recorded values do
    /// not exceed; NaN when empty.
    /// </summary>
    public double ValueAtPercentile(double percentile) => Count == 0 ? double.NaN : counts.GetValueAtPercentile(percentile);

    /// <summary>The smallest recorded value, rounded down to its bucket; NaN when empty.</summary>
    public double Min => Count == 0 ? double.NaN : counts.LowestEquivalentValue(counts.RecordedValues().First().ValueIteratedTo);

    /// <summary>The largest recorded value, rounded up to its bucket; NaN when empty.</summary>
    public double Max => Count == 0 ? double.NaN : counts.GetMaxValue();

    public double Mean => Count == 0 ? double.NaN : counts.GetMean();

    /// <summary>
    /// How many recorded values are at or above <paramref name="microseconds"/> (within the 0.1 % precision): the slow
    /// requests, counted rather than read off a percentile.
    /// </summary>
    public long CountAtOrAbove(long microseconds) =>
        counts.RecordedValues()
            .Where(bucket => counts.HighestEquivalentValue(bucket.ValueIteratedTo) >= microseconds)
            .Sum(bucket => bucket.CountAtValueIteratedTo);

    /// <summary>HdrHistogram's compressed encoding (V2 with deflate), in base64.</summary>
    public string ToBase64()
    {
        var buffer = ByteBuffer.Allocate(counts.GetNeededByteBufferCapacity());
        var length = HistogramEncoding.EncodeIntoCompressedByteBuffer(counts, buffer);
        // ByteBuffer copies what it is given and does not lend out its array: read the encoded bytes back one by one.
        var bytes = new byte[length];
        buffer.Position = 0;
        for (var i = 0; i < length; i++)
        {
            bytes[i] = buffer.Get();
        }

        return Convert.ToBase64String(bytes);
    }

    /// <summary>Reads <see cref="ToBase64"/>'s output back.</summary>
    /// <exception cref="FormatException">Not base64, or not a compressed histogram; the message is one line.</exception>
    public static LatencyHistogram FromBase64(string text)
    {
        // Into a histogram of this lab's range, so that it adds to the others whatever range the writer chose.
        var histogram = new LatencyHistogram();
        try
        {
            var decoded = HistogramEncoding.DecodeFromCompressedByteBuffer(ByteBuffer.Allocate(Convert.FromBase64String(text)), 0);
            histogram.counts.Add(decoded);
        }
        catch (Exception ex) when (ex is FormatException or ArgumentException or IndexOutOfRangeException or IOException
            or InvalidDataException or InvalidOperationException or OverflowException)
        {
            throw new FormatException($"not a compressed latency histogram ({ex.Message.Split('\n')[0]})", ex);
        }

        return histogram;
    }
}
