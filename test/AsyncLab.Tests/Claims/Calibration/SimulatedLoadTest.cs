namespace AsyncLab.Tests.Claims.Calibration;

/// <summary>
/// One load test's throughput, second by second, as the serial calibration tests simulate it: 1,000 requests a second
/// on average, disturbed by noise that is shared in time. Every model gives two tests of the same server the same
/// throughput on average, so the true ratio is 1.
/// </summary>
public abstract record SimulatedLoadTest(string Name)
{
    /// <summary>Scatter of one second's throughput (log scale), about what a quick database test's seconds show.</summary>
    public const double SecondScatter = 0.05;

    /// <summary>Seconds whose log-throughput follows an AR(1) process with lag-1 correlation <paramref name="phi"/>
    /// (0: independent).</summary>
    public static SimulatedLoadTest Autoregressive(double phi) => new Ar1($"AR(1) {phi:0.0}", phi);

    /// <summary>
    /// The machine of <see cref="NoiseModel.TwoSpeeds"/> (two speeds 1.6× apart, held about a second): each second serves
    /// in proportion to the speed it ran at, averaged over the second.
    /// </summary>
    public static SimulatedLoadTest TwoSpeeds { get; } = new TwoSpeedMachine();

    /// <summary>A new test of <paramref name="seconds"/> seconds.</summary>
    public abstract double[] Run(int seconds, Random random);

    public override string ToString() => Name;

    private sealed record Ar1(string Label, double Phi) : SimulatedLoadTest(Label)
    {
        public override double[] Run(int seconds, Random random)
        {
            // Started from the process's stationary spread, so the first second is no calmer than the rest.
            var innovation = SecondScatter * Math.Sqrt(1 - (Phi * Phi));
            var level = SecondScatter * Gaussian.Next(random);
            var rps = new double[seconds];
            for (var second = 0; second < seconds; second++)
            {
                rps[second] = 1000 * Math.Exp(level);
                level = (Phi * level) + (innovation * Gaussian.Next(random));
            }

            return rps;
        }
    }

    private sealed record TwoSpeedMachine() : SimulatedLoadTest("two speeds 1.6× apart")
    {
        private const int StepsPerSecond = 20;

        public override double[] Run(int seconds, Random random)
        {
            var machine = NoiseModel.TwoSpeeds.Start(random);
            var rps = new double[seconds];
            for (var second = 0; second < seconds; second++)
            {
                var served = 0.0;
                for (var step = 0; step < StepsPerSecond; step++)
                {
                    served += 1.0 / machine.Factor(second + ((double)step / StepsPerSecond));
                }

                rps[second] = 1000 * served / StepsPerSecond;
            }

            return rps;
        }
    }
}
