using AsyncLab.Experiments.CommandBus;
using AsyncLab.Results;

namespace AsyncLab.Tests.Experiments.CommandBus;

public sealed class HarnessAgreementTests
{
    [Fact]
    public void Note_GapOnlyWhereATaskIsReturned_SaysTheHarnessesPartThere()
    {
        var note = HarnessAgreement.Note(Measured(plainGap: 1, taskGap: 8));

        Assert.NotNull(note);
        Assert.Contains("send 10.0 against 11.0 ns (+1.0 ns)", note, StringComparison.Ordinal);
        Assert.Contains("mediator 10.0 against 18.0 ns (+8.0 ns)", note, StringComparison.Ordinal);
        Assert.Contains("reads more where a task is returned", note, StringComparison.Ordinal);
    }

    [Fact]
    public void Note_GapAlikeWhateverIsReturned_SaysItDoesNotFollowTheReturn()
    {
        var note = HarnessAgreement.Note(Measured(plainGap: 5, taskGap: 5));

        Assert.NotNull(note);
        Assert.Contains("does not follow what the methods return", note, StringComparison.Ordinal);
    }

    [Fact]
    public void Note_AMethodWithoutItsTurnsRow_Null()
    {
        var measured = Measured(plainGap: 1, taskGap: 8).Where(m => m.Variant != BusTurns.Prefix + CommandBusVariants.Send).ToList();

        Assert.Null(HarnessAgreement.Note(measured));
    }

    // Every method at 10 ns in the turns, BenchmarkDotNet that many nanoseconds above.
    private static List<Measurement> Measured(double plainGap, double taskGap) =>
    [
        .. HarnessAgreement.Methods.SelectMany(m => new[]
        {
            Timed(BusTurns.Prefix + m.Variant, 10),
            Timed(m.Variant, 10 + (m.ReturnsTask ? taskGap : plainGap)),
        }),
    ];

    private static Measurement Timed(string variant, double ns) =>
        new(variant, new Dictionary<string, string>(), new Dictionary<string, double> { [MetricNames.MedianNs] = ns });
}
