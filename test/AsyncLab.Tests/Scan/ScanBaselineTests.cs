using AsyncLab.Scan;

namespace AsyncLab.Tests.Scan;

public sealed class ScanBaselineTests
{
    private static readonly ScanFinding Known = new(SiteKind.BlockingWait, ["VSTHRD002"], "src/Orders.cs", 10, 5, "Orders.Total",
        SiteContext.Request, "");

    private static ScanDocument Baseline(params ScanFinding[] findings) =>
        new(ScanDocument.CurrentSchema, DateTimeOffset.UnixEpoch, ".", 1, findings);

    [Fact]
    public void New_SameSiteMovedDownByAnEdit_NotNew()
    {
        Assert.Empty(ScanBaseline.New([Known with { Line = 14 }], Baseline(Known)));
    }

    [Fact]
    public void New_ASecondSiteOfTheKindInTheMethod_TheLaterOneNew()
    {
        var fresh = ScanBaseline.New([Known with { Line = 20 }, Known], Baseline(Known));

        Assert.Equal(20, Assert.Single(fresh).Line);
    }

    [Fact]
    public void New_AnotherKindAtTheSameMethod_New()
    {
        var asyncVoid = Known with { Kind = SiteKind.AsyncVoid };

        Assert.Equal(asyncVoid, Assert.Single(ScanBaseline.New([asyncVoid, Known], Baseline(Known))));
    }
}
