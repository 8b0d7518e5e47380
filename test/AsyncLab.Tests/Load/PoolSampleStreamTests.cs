using AsyncLab.Load;
using AsyncLab.WebTarget;

namespace AsyncLab.Tests.Load;

public sealed class PoolSampleStreamTests
{
    [Fact]
    public async Task NextAfterAsync_NoNewerSample_WaitsForTheNextOne()
    {
        var stream = new PoolSampleStream();
        stream.Add(Sample(1));

        var next = stream.NextAfterAsync(1, CancellationToken.None);
        Assert.False(next.IsCompleted);
        stream.Add(Sample(2));

        Assert.Equal(2, (await next).Seq);
    }

    [Fact]
    public async Task NextAfterAsync_NewerSampleHeld_ReturnsAtOnce()
    {
        var stream = new PoolSampleStream();
        stream.Add(Sample(1));
        stream.Add(Sample(2));

        Assert.Equal(2, (await stream.NextAfterAsync(1, CancellationToken.None)).Seq);
    }

    [Fact]
    public void After_Seq_OnlyLaterSamplesInOrder()
    {
        var stream = new PoolSampleStream();
        foreach (var seq in new long[] { 1, 2, 3, 4 })
        {
            stream.Add(Sample(seq));
        }

        Assert.Equal([3L, 4L], stream.After(2).Select(s => s.Seq));
        Assert.Equal(4, stream.Latest.Seq);
    }

    private static PoolSample Sample(long seq) => new(seq, seq * 250, 4, 0, 0, 0, 0, 0);
}
