using System.Diagnostics;
using AsyncLab.Load;
using AsyncLab.Tests.Fixtures;

namespace AsyncLab.Tests.Load;

/// <summary>
/// The observer's two patiences: a health probe gives up quickly (a deadlocked server is a finding), a statistics read
/// waits out a server that is slow only because a load test has just left it busy (that is not a failure of the run).
/// </summary>
[Integration]
public sealed class TargetObserverTests : IAsyncLifetime
{
    private StallingServer server = null!;

    public async Task InitializeAsync() => server = await StallingServer.StartAsync();

    public async Task DisposeAsync() => await server.DisposeAsync();

    [Fact]
    public async Task GetAsync_AnswerSlowerThanAHealthProbeWaits_StillRead()
    {
        using var observer = new TargetObserver(server.Address);
        server.StallFor(TimeSpan.FromSeconds(3));

        var count = await observer.GetAsync<long>("/count", CancellationToken.None);

        Assert.Equal(0, count); // /count itself is not counted: the stalled read was answered, not dropped
    }

    [Fact]
    public async Task AnswersAsync_ServerStalled_FalseWithinSeconds()
    {
        using var observer = new TargetObserver(server.Address);
        server.StallFor(TimeSpan.FromMinutes(1));
        var clock = Stopwatch.StartNew();

        var answers = await observer.AnswersAsync(CancellationToken.None);

        Assert.False(answers);
        Assert.True(clock.Elapsed < TimeSpan.FromSeconds(30), $"took {clock.Elapsed}");
    }

    [Fact]
    public async Task GetAsync_Cancelled_ThrowsCancellationNotTimeout()
    {
        using var observer = new TargetObserver(server.Address);
        server.StallFor(TimeSpan.FromMinutes(1));
        using var cancel = new CancellationTokenSource(TimeSpan.FromMilliseconds(200));

        await Assert.ThrowsAnyAsync<OperationCanceledException>(() => observer.GetAsync<long>("/count", cancel.Token));
    }
}
