using AsyncLab.Benchmarking;

namespace AsyncLab.Tests.Claims.Calibration;

/// <summary>
/// A benchmark session as BenchmarkSession runs it, on a simulated machine: every case once a round, in the lab's round order,
/// each round's iterations back to back; the round's median (CaseRounds.RoundMedian, the session's own) is the sample a
/// claim reads. An extra round runs only the judged cases, as the session's extra rounds run only the open ones.
/// </summary>
/// <param name="Cases">How many cases a round runs (the two judged ones among them): it sets how far apart in time a
/// case's rounds lie, which is what decides how alike the two speed model's rounds are.</param>
public sealed class SimulatedSession(NoiseModel.IMachine machine, int iterations, double iterationSeconds, int cases = 12)
{
    private double clock;
    private int round;

    /// <summary>The simulated seconds since the session started.</summary>
    public double Clock => clock;

    /// <summary>
    /// One round in which the two judged cases (true costs <paramref name="costA"/> and <paramref name="costB"/>) run among
    /// the others, half a round apart in the declared order, in the lab's round order (RoundOrder); each one's round
    /// median is added to its samples. With <paramref name="judgedOnly"/>, the other cases take no time.
    /// </summary>
    public void Round(double costA, double costB, List<double> a, List<double> b, bool judgedOnly = false)
    {
        round++;
        var judgedB = cases / 2;
        foreach (var slot in RoundOrder.Of(Enumerable.Range(0, cases).ToArray(), round))
        {
            if (slot == 0)
            {
                a.Add(Case(costA));
            }
            else if (slot == judgedB)
            {
                b.Add(Case(costB));
            }
            else if (!judgedOnly)
            {
                clock += (iterations + 1) * iterationSeconds;
            }
        }
    }

    private double Case(double cost)
    {
        machine.StartRound();
        clock += iterationSeconds; // the round's warm-up
        var times = new double[iterations];
        for (var i = 0; i < iterations; i++)
        {
            times[i] = cost * machine.Factor(clock);
            clock += iterationSeconds;
        }

        return CaseRounds.RoundMedian(times);
    }
}
