using AsyncLab.Statistics;

namespace AsyncLab.Tests.Statistics;

public class MediansTests
{
    [Fact]
    public void Of_OddCount_TheMiddleValue()
    {
        Assert.Equal(2.0, Medians.Of([3.0, 1.0, 2.0]));
    }

    [Fact]
    public void Of_EvenCount_TheMeanOfTheTwoMiddleValues()
    {
        Assert.Equal(2.5, Medians.Of([4.0, 1.0, 3.0, 2.0]));
    }

    [Fact]
    public void Of_NoValues_NaN()
    {
        Assert.True(double.IsNaN(Medians.Of([])));
    }

    [Fact]
    public void Of_UnsortedList_LeavesItInItsOrder()
    {
        List<double> values = [3.0, 1.0, 2.0];

        Medians.Of(values);

        Assert.Equal([3.0, 1.0, 2.0], values);
    }

    [Fact]
    public void OfSorted_SortedValues_SameAsOf()
    {
        double[] sorted = [1.0, 2.0, 5.0, 9.0];

        Assert.Equal(Medians.Of(sorted), Medians.OfSorted(sorted));
    }
}
