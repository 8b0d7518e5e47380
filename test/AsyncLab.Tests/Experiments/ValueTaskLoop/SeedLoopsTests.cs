using AsyncLab.Experiments.ValueTaskLoop;
using AsyncLab.Scenarios.ValueTaskLoop;

namespace AsyncLab.Tests.Experiments.ValueTaskLoop;

/// <summary>
/// The article's loops count exactly: a producer under the test's control cancels the token at a chosen call, so the
/// count is known without a clock. xUnit runs one class's tests one after another, so the producer's static state is safe.
/// </summary>
public class SeedLoopsTests
{
    public static TheoryData<string, bool> Loops() => new()
    {
        { "task", false }, { "task", true },
        { "valuetask", false }, { "valuetask", true },
    };

    [Theory]
    [MemberData(nameof(Loops))]
    public async Task Loop_TokenCancelledAtTheFifthCall_CountsFive(string loop, bool asynchronous)
    {
        using var source = StopAt.Start(limit: 5);

        var count = await Run(loop, asynchronous, source.Token);

        Assert.Equal(5, count);
        Assert.Equal(5, StopAt.Calls);
    }

    [Theory]
    [MemberData(nameof(Loops))]
    public async Task Loop_TokenCancelledBeforeTheStart_CallsNothing(string loop, bool asynchronous)
    {
        using var source = StopAt.Start(limit: 0);
        await source.CancelAsync();

        Assert.Equal(0, await Run(loop, asynchronous, source.Token));
        Assert.Equal(0, StopAt.Calls);
    }

    [Fact]
    public async Task TaskLoop_NullResult_StopsAfterCountingIt()
    {
        using var source = StopAt.Start(limit: 100, nullAt: 3);

        Assert.Equal(3, await SeedLoops.TaskLoop<StopAt>(asynchronous: false, source.Token));
    }

    private static Task<int> Run(string loop, bool asynchronous, CancellationToken token) => loop == "task"
        ? SeedLoops.TaskLoop<StopAt>(asynchronous, token)
        : SeedLoops.ValueTaskLoop<StopAt>(asynchronous, token);

    /// <summary>Cancels the loop's token at call number Limit, and returns null at call NullAt, counting every call.</summary>
    private readonly struct StopAt : IObjectProducer
    {
        public static int Calls { get; private set; }

        private static int Limit { get; set; }

        private static int NullAt { get; set; }

        private static CancellationTokenSource? Source { get; set; }

        public static CancellationTokenSource Start(int limit, int nullAt = -1)
        {
            (Calls, Limit, NullAt) = (0, limit, nullAt);
            Source = new CancellationTokenSource();
            return Source;
        }

        public static async Task<object> TaskOne(bool yieldFirst)
        {
            if (yieldFirst)
            {
                await Task.Yield();
            }

            return Next();
        }

        public static async ValueTask<object> ValueTaskOne(bool yieldFirst) => await TaskOne(yieldFirst);

        private static object Next()
        {
            Calls++;
            if (Calls == Limit)
            {
                Source!.Cancel();
            }

            return Calls == NullAt ? null! : new object();
        }
    }
}
