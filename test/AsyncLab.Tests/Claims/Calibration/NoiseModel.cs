namespace AsyncLab.Tests.Claims.Calibration;

/// <summary>
/// How the machine disturbs a benchmark case's iterations, as the calibration tests simulate it. Every model leaves two
/// cases of the same cost equal on average; what differs is how the disturbance is shared in time.
/// </summary>
public abstract record NoiseModel(string Name)
{
    /// <summary>Every iteration on its own: a few percent of scatter, nothing shared.</summary>
    public static NoiseModel Independent { get; } = new RoundEffect("independent", 0);

    /// <summary>Each round of a case runs at a speed of its own, drawn with this spread (log scale); iterations share it.</summary>
    public static NoiseModel RoundEffectOf(double spread) => new RoundEffect($"round effect {spread:P0}", spread);

    /// <summary>
    /// The machine runs at one of two speeds 1.6× apart and switches about once a second (exponential holding times),
    /// whatever it runs: the behaviour measured on the shared 2-core VM the lab was developed on.
    /// </summary>
    public static NoiseModel TwoSpeeds { get; } = new TwoSpeedMachine();

    /// <summary>Scatter of a single iteration around its round's speed (log scale).</summary>
    public const double IterationScatter = 0.02;

    /// <summary>A new simulated machine for one run.</summary>
    public abstract IMachine Start(Random random);

    public override string ToString() => Name;

    /// <summary>One run's machine: the factor by which an iteration that starts at <paramref name="seconds"/> runs slow.</summary>
    public interface IMachine
    {
        /// <summary>Called when a case's round starts, so a per-round effect can be drawn.</summary>
        void StartRound();

        double Factor(double seconds);
    }

    private sealed record RoundEffect(string Label, double Spread) : NoiseModel(Label)
    {
        public override IMachine Start(Random random) => new Machine(random, Spread);

        private sealed class Machine(Random random, double spread) : IMachine
        {
            private double round = 1;

            public void StartRound() => round = Math.Exp(spread * Gaussian.Next(random));

            public double Factor(double seconds) => round * Math.Exp(IterationScatter * Gaussian.Next(random));
        }
    }

    private sealed record TwoSpeedMachine() : NoiseModel("two speeds 1.6× apart")
    {
        public override IMachine Start(Random random) => new Machine(random);

        private sealed class Machine(Random random) : IMachine
        {
            private const double MeanHoldSeconds = 1.0;
            private double switchAt;
            private bool slow;

            public void StartRound()
            {
            }

            public double Factor(double seconds)
            {
                if (switchAt == 0)
                {
                    slow = random.Next(2) == 1;
                    switchAt = Hold();
                }

                while (seconds >= switchAt)
                {
                    slow = !slow;
                    switchAt += Hold();
                }

                return (slow ? 1.6 : 1.0) * Math.Exp(IterationScatter * Gaussian.Next(random));
            }

            private double Hold() => -MeanHoldSeconds * Math.Log(1 - random.NextDouble());
        }
    }
}
