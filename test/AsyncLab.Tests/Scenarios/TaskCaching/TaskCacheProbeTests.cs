using AsyncLab.Scenarios.TaskCaching;

namespace AsyncLab.Tests.Scenarios.TaskCaching;

public class TaskCacheProbeTests
{
    [Fact]
    public void CompletedTaskIsShared_SyncCompletion_True() => Assert.True(TaskCacheProbe.CompletedTaskIsShared());

    [Theory]
    [InlineData(true)]
    [InlineData(false)]
    public void ResultIsShared_Bool_True(bool value) => Assert.True(TaskCacheProbe.ResultIsShared(value));

    [Theory]
    [InlineData(-1)]
    [InlineData(0)]
    [InlineData(8)]
    public void ResultIsShared_IntInCachedRange_True(int value) => Assert.True(TaskCacheProbe.ResultIsShared(value));

    [Theory]
    [InlineData(-2)]
    [InlineData(9)]
    [InlineData(int.MaxValue)]
    public void ResultIsShared_IntOutsideCachedRange_False(int value) => Assert.False(TaskCacheProbe.ResultIsShared(value));

    [Fact]
    public void ResultIsShared_DefaultLongAndTimeSpanZero_True()
    {
        Assert.True(TaskCacheProbe.ResultIsShared(0L));
        Assert.True(TaskCacheProbe.ResultIsShared(TimeSpan.Zero));
    }

    [Fact]
    public void ResultIsShared_ReferenceTypeResult_False() => Assert.False(TaskCacheProbe.ResultIsShared(new object()));

    [Fact]
    public void FromResultSharesCache_True_True() => Assert.True(TaskCacheProbe.FromResultSharesCache(true));
}
