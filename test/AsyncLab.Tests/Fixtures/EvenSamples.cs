namespace AsyncLab.Tests.Fixtures;

/// <summary>Samples for claims tests: <c>count</c> values spread evenly from −spread to +spread around a figure.</summary>
public static class EvenSamples
{
    public static double[] Around(double value, double spread, int count = 20) =>
        Enumerable.Range(0, count).Select(i => value * (1 + (spread * ((i / (count - 1.0)) - 0.5) * 2))).ToArray();
}
