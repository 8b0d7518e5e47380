namespace AsyncLab.Tests.Claims.Calibration;

/// <summary>Standard normal draws (Box–Muller) from a seeded generator, so every simulation is repeatable.</summary>
public static class Gaussian
{
    public static double Next(Random random) =>
        Math.Sqrt(-2 * Math.Log(1 - random.NextDouble())) * Math.Cos(2 * Math.PI * random.NextDouble());
}
