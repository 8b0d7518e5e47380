using AsyncLab.Watch;
using AsyncLab.Watch.Detectors;

namespace AsyncLab.Tests.Watch;

public sealed class LabFiguresTests
{
    [Fact]
    public void Attach_Quote_OnlyBesideTheFixesItConcerns()
    {
        var verdicts = new Watcher().Judge(TimeSpan.FromSeconds(1));

        var attached = LabFigures.Attach(verdicts, "the quote");

        Assert.Equal(["the quote", "the quote", null, null], attached.Select(v => v.LabFigure));
    }
}
