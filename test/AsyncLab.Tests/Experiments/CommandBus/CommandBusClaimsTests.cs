using AsyncLab.Benchmarking;
using AsyncLab.Experiments.CommandBus;
using AsyncLab.Results;
using AsyncLab.Scenarios.CommandBus;
using static AsyncLab.Experiments.CommandBus.CommandBusVariants;

namespace AsyncLab.Tests.Experiments.CommandBus;

public class CommandBusClaimsTests
{
    private static readonly AuditTally Clean = new(1000, 1000, 0, 0, 100, 100, 100, TimeSpan.FromSeconds(1));

    [Fact]
    public void Judge_TypicalFigures_MeasuredClaimsHoldAndMediatorIsNotMeasured()
    {
        var claims = CommandBusClaims.Judge(Figures(), Clean);

        Assert.All(claims.Where(c => c.Id != CommandBusClaims.WithinTwiceOfMediator.Id), c => Assert.Equal(Verdict.Holds, c.Verdict));
        Assert.Equal(Verdict.NotMeasured, claims.Single(c => c.Id == CommandBusClaims.WithinTwiceOfMediator.Id).Verdict);
    }

    [Fact]
    public void Judge_NativeSyncAllocates_ZeroAllocTargetRefuted()
    {
        var claims = CommandBusClaims.Judge(Figures(nativeSyncBytes: 24), Clean);

        Assert.Equal(Verdict.Refuted, claims.Single(c => c.Id == CommandBusClaims.NativeSyncZeroAlloc.Id).Verdict);
    }

    [Fact]
    public void Judge_AnEntryMissing_NothingLostRefuted()
    {
        var claims = CommandBusClaims.Judge(Figures(), Clean with { Entries = 999, Missing = 1 });

        Assert.Equal(Verdict.Refuted, claims.Single(c => c.Id == CommandBusClaims.AuditNothingLost.Id).Verdict);
    }

    private static FigureSet Figures(double nativeSyncBytes = 0)
    {
        var figures = new Dictionary<string, (double Ns, double Bytes)>
        {
            [Direct] = (2, 0),
            [Send] = (20, 0),
            [SendAudited] = (60, 64),
            [StartNew] = (2000, 160),
            [StartNewAudited] = (2100, 224),
            [NativeSync] = (22, nativeSyncBytes),
            [NativeSyncAudited] = (64, 64),
            [NativeAsync] = (1500, 112),
            [NativeAsyncAudited] = (1550, 176),
            [CommandBusVariants.MediatR] = (100, 128),
            [MediatRWithBehaviour] = (200, 408),
        };
        return new FigureSet(figures.ToDictionary(p => p.Key, p => new BenchmarkFigure(p.Key, new Dictionary<string, string>(), p.Value.Ns, p.Value.Ns * 0.02, 0, p.Value.Bytes)));
    }
}
