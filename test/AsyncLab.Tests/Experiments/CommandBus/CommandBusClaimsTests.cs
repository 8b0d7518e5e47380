using AsyncLab.Claims;
using AsyncLab.Experiments.CommandBus;
using AsyncLab.Results;
using AsyncLab.Tests.Fixtures;
using static AsyncLab.Experiments.CommandBus.CommandBusVariants;

namespace AsyncLab.Tests.Experiments.CommandBus;

/// <summary>
/// The command-bus claims judged by the engine on measurements built here, with samples, so each verdict is seen to fire.
/// </summary>
public class CommandBusClaimsTests
{
    private static readonly Dictionary<string, (double Ns, double Bytes)> Typical = new()
    {
        [Direct] = (2, 0),
        [Send] = (20, 0),
        [SendAudited] = (60, 64),
        [StartNew] = (2000, 160),
        [StartNewAudited] = (2100, 224),
        [NativeSync] = (22, 0),
        [NativeSyncAudited] = (64, 64),
        [NativeAsync] = (1500, 112),
        [NativeAsyncAudited] = (1550, 176),
        [CommandBusVariants.MediatR] = (100, 128),
        [MediatRWithBehaviour] = (200, 408),
        [MediatorConcrete] = (23, 0),
        [MediatorInterface] = (25, 0),
    };

    [Fact]
    public void Judge_TypicalFigures_EveryClaimHolds()
    {
        var claims = Judge(Benchmarks());

        Assert.All(claims, c => Assert.Equal(Verdict.Holds, c.Value.Verdict));
    }

    [Fact]
    public void Judge_NoMediatorRun_BothMediatorClaimsNotMeasured()
    {
        var claims = Judge(Benchmarks()
            .Where(m => m.Variant != MediatorConcrete && m.Variant != BusTurns.Prefix + MediatorConcrete).ToList());

        Assert.Equal(Verdict.NotMeasured, claims[CommandBusClaims.WithinTwiceOfMediator.Id].Verdict);
        Assert.Equal(Verdict.NotMeasured, claims[CommandBusClaims.NativeNoSlowerThanMediator.Id].Verdict);
    }

    [Fact]
    public void Judge_MediatorInterfaceOnly_MediatorClaimsReadTheConcreteClassAndAreNotMeasured()
    {
        // The interface case is as fast as the native bus here; the claims must not fall back to it.
        var measurements = Benchmarks((MediatorInterface, 22, 0))
            .Where(m => m.Variant != MediatorConcrete && m.Variant != BusTurns.Prefix + MediatorConcrete).ToList();

        Assert.Equal(Verdict.NotMeasured, Judge(measurements)[CommandBusClaims.NativeNoSlowerThanMediator.Id].Verdict);
    }

    [Fact]
    public void Judge_MediatorTwiceAsFastAsNativeAndMore_WithinTwiceRefuted()
    {
        var claims = Judge(Benchmarks((MediatorConcrete, 10, 0)));

        Assert.Equal(Verdict.Refuted, claims[CommandBusClaims.WithinTwiceOfMediator.Id].Verdict);
    }

    [Fact]
    public void Judge_NativeAboutOneAndAHalfTimesMediator_NoSlowerRefutedWithinTwiceHolds()
    {
        // Native about 1.4× Mediator's concrete class (19.5 ns against 13.9 ns): slower, yet well within twice.
        var claims = Judge(Benchmarks((NativeSync, 19.5, 0), (MediatorConcrete, 13.9, 0)));

        Assert.Equal(Verdict.Refuted, claims[CommandBusClaims.NativeNoSlowerThanMediator.Id].Verdict);
        Assert.Equal(Verdict.Holds, claims[CommandBusClaims.WithinTwiceOfMediator.Id].Verdict);
    }

    [Fact]
    public void Judge_NativeAndMediatorNoisyAroundEqual_NoSlowerInconclusive()
    {
        var measurements = Noisy(MediatorConcrete, 22, spread: 0.3);

        Assert.Equal(Verdict.Inconclusive, Judge(measurements)[CommandBusClaims.NativeNoSlowerThanMediator.Id].Verdict);
    }

    [Fact]
    public void Judge_BenchmarkRowsAtTwoSpeedsTurnsAlike_MediatorClaimsReadTheTurns()
    {
        // BenchmarkDotNet's Mediator case ran at another speed (native 1.55× it); the sends in turns are 1.2× apart.
        var measurements = Benchmarks((NativeSync, 22, 0), (MediatorConcrete, 18.3, 0))
            .Select(m => m.Variant == MediatorConcrete ? Timed(MediatorConcrete, 14.2, 0, spread: 0.02) : m).ToList();

        var claim = Judge(measurements)[CommandBusClaims.NativeNoSlowerThanMediator.Id];

        Assert.Equal(Verdict.Refuted, claim.Verdict);
        Assert.Contains("turns-native-sync / turns-mediator", claim.Why, StringComparison.Ordinal);
        Assert.Contains("1.2", claim.Measured, StringComparison.Ordinal);
    }

    [Fact]
    public void Judge_NoTurnsRows_TimeClaimsOnTheTurnsNotMeasured()
    {
        var claims = Judge(Benchmarks().Where(m => !m.Variant.StartsWith(BusTurns.Prefix, StringComparison.Ordinal)).ToList());

        Assert.Equal(Verdict.NotMeasured, claims[CommandBusClaims.WithinTwiceOfMediator.Id].Verdict);
        Assert.Equal(Verdict.Holds, claims[CommandBusClaims.AuditedFasterThanMediatR.Id].Verdict);
    }

    [Fact]
    public void Judge_MediatorAllocates_NoSlowerRefuted()
    {
        var claims = Judge(Benchmarks((MediatorConcrete, 23, 72)));

        Assert.Equal(Verdict.Refuted, claims[CommandBusClaims.NativeNoSlowerThanMediator.Id].Verdict);
    }

    [Fact]
    public void Judge_NativeSyncTwiceSendButFarBelowAHop_NearSyncDiffersAndSaysNoHop()
    {
        // Native sync at 2.1× Send while StartNew is at 206× Send: more than "near Send", yet nothing like a thread-pool hop.
        var claims = Judge(Benchmarks((Send, 10, 0), (NativeSync, 21, 0), (StartNew, 2060, 160)));

        var claim = claims[CommandBusClaims.NativeAsyncNearSync.Id];
        Assert.Equal(Verdict.Differs, claim.Verdict);
        Assert.Contains("far less than a thread-pool hop", claim.Why, StringComparison.Ordinal);
        Assert.DoesNotContain("at least half of a thread-pool hop", claim.Why, StringComparison.Ordinal);
    }

    [Fact]
    public void Judge_NativeSyncAsSlowAsStartNew_NearSyncRefuted()
    {
        var claims = Judge(Benchmarks((NativeSync, 1900, 0)));

        var claim = claims[CommandBusClaims.NativeAsyncNearSync.Id];
        Assert.Equal(Verdict.Refuted, claim.Verdict);
        Assert.Contains("at least half of a thread-pool hop", claim.Why, StringComparison.Ordinal);
    }

    [Fact]
    public void Judge_NativeSyncNoisyAroundTheBand_NearSyncInconclusive()
    {
        var measurements = Noisy(NativeSync, 26, spread: 0.6);

        Assert.Equal(Verdict.Inconclusive, Judge(measurements)[CommandBusClaims.NativeAsyncNearSync.Id].Verdict);
    }

    [Fact]
    public void Judge_NativeSyncAllocates_ZeroAllocRefutedAndNearSyncDiffers()
    {
        var claims = Judge(Benchmarks((NativeSync, 22, 24)));

        Assert.Equal(Verdict.Refuted, claims[CommandBusClaims.NativeSyncZeroAlloc.Id].Verdict);
        Assert.Equal(Verdict.Differs, claims[CommandBusClaims.NativeAsyncNearSync.Id].Verdict);
    }

    [Fact]
    public void Judge_StartNewNoSlowerThanSend_HopRefuted()
    {
        var claims = Judge(Benchmarks((StartNewAudited, 40, 224)));

        Assert.Equal(Verdict.Refuted, claims[CommandBusClaims.StartNewCostsAHop.Id].Verdict);
    }

    [Fact]
    public void Judge_MediatRFaster_AuditedFasterRefuted()
    {
        var claims = Judge(Benchmarks((MediatRWithBehaviour, 30, 408)));

        Assert.Equal(Verdict.Refuted, claims[CommandBusClaims.AuditedFasterThanMediatR.Id].Verdict);
    }

    [Theory]
    [InlineData("missing_entries")]
    [InlineData("duplicated_entries")]
    [InlineData("entries_minus_commands")]
    [InlineData("failed_entries_minus_expected")]
    public void Judge_AuditCountOff_NothingLostRefuted(string metric)
    {
        var measurements = Benchmarks().Where(m => m.Variant != CommandBusClaims.NativeAuditCheck).Append(AuditCheck((metric, 1))).ToList();

        var claims = Judge(measurements);

        Assert.Equal(Verdict.Refuted, claims[CommandBusClaims.AuditNothingLost.Id].Verdict);
    }

    [Fact]
    public void Judge_NoAuditCheck_NothingLostNotMeasured()
    {
        var claims = Judge(Benchmarks().Where(m => m.Variant != CommandBusClaims.NativeAuditCheck).ToList());

        Assert.Equal(Verdict.NotMeasured, claims[CommandBusClaims.AuditNothingLost.Id].Verdict);
    }

    private static Dictionary<string, ClaimResult> Judge(IReadOnlyList<Measurement> measurements) =>
        ClaimJudge.Judge(CommandBusClaims.All, measurements).ToDictionary(c => c.Id);

    /// <summary>Every variant at its typical figures, with the given ones changed or added, and a clean audit check.</summary>
    private static List<Measurement> Benchmarks(params (string Variant, double Ns, double Bytes)[] changes)
    {
        var figures = new Dictionary<string, (double Ns, double Bytes)>(Typical);
        foreach (var (variant, ns, bytes) in changes)
        {
            figures[variant] = (ns, bytes);
        }

        // The sends timed in turns read as their BenchmarkDotNet rows do (no bytes: the turns count none).
        var turns = BusTurns.Variants.Select(v => Timed(BusTurns.Prefix + v, figures[v].Ns, double.NaN, spread: 0.02));
        return figures.Select(f => Timed(f.Key, f.Value.Ns, f.Value.Bytes, spread: 0.02)).Concat(turns).Append(AuditCheck()).ToList();
    }

    /// <summary>
    /// The typical figures with <paramref name="variant"/>'s rows, benchmark and turns, scattered by ±<paramref name="spread"/>.
    /// </summary>
    private static List<Measurement> Noisy(string variant, double ns, double spread) =>
        Benchmarks().Select(m => m.Variant == variant || m.Variant == BusTurns.Prefix + variant
            ? Timed(m.Variant, ns, m.Metrics.GetValueOrDefault(MetricNames.AllocatedBytesPerOp, double.NaN), spread)
            : m).ToList();

    /// <summary>Twenty iterations spread evenly over ±<paramref name="spread"/> of <paramref name="ns"/>.</summary>
    private static Measurement Timed(string variant, double ns, double bytes, double spread)
    {
        var samples = EvenSamples.Around(ns, spread);
        var metrics = new Dictionary<string, double> { [MetricNames.MeanNs] = ns };
        if (!double.IsNaN(bytes))
        {
            metrics[MetricNames.AllocatedBytesPerOp] = bytes;
        }

        return new Measurement(variant, new Dictionary<string, string>(), metrics)
        {
            Samples = new Dictionary<string, IReadOnlyList<double>> { [MetricNames.TimeNs] = samples },
        };
    }

    private static Measurement AuditCheck(params (string Metric, double Value)[] changes)
    {
        var metrics = new Dictionary<string, double>
        {
            ["commands"] = 1000,
            ["audit_entries"] = 1000,
            ["missing_entries"] = 0,
            ["duplicated_entries"] = 0,
            ["entries_minus_commands"] = 0,
            ["failed_entries_minus_expected"] = 0,
            ["failures_seen_minus_expected"] = 0,
        };
        foreach (var (metric, value) in changes)
        {
            metrics[metric] = value;
        }

        return new Measurement(CommandBusClaims.NativeAuditCheck, new Dictionary<string, string> { ["senders"] = "8" }, metrics);
    }
}
