using AsyncLab.Benchmarking.Turns;

namespace AsyncLab.Tests.Benchmarking.Turns;

public class BurstVariantTests
{
    [Fact]
    public void NanosecondsPerCall_FiveCalls_CallsTheBodyFiveTimesAndKeepsTheLastResult()
    {
        var counter = new CallCounter();
        var variant = new BurstVariant<Counting, int>("counting", new Counting(counter));

        var perCall = variant.NanosecondsPerCall(5);

        Assert.Equal(5, counter.Calls);
        Assert.Equal(5, variant.LastResult);
        Assert.True(perCall >= 0, $"time per call {perCall}");
    }

    [Fact]
    public void NanosecondsPerCall_NoCalls_Throws()
    {
        var variant = new BurstVariant<Counting, int>("counting", new Counting(new CallCounter()));

        Assert.Throws<ArgumentOutOfRangeException>(() => variant.NanosecondsPerCall(0));
    }

    private sealed class CallCounter
    {
        public int Calls { get; set; }
    }

    private readonly record struct Counting(CallCounter Counter) : IBurstBody<int>
    {
        public int Invoke() => ++Counter.Calls;
    }
}
