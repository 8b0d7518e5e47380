using AsyncLab.Benchmarking;

namespace AsyncLab.Tests.Claims.Calibration;

/// <summary>
/// A benchmark session as BenchmarkSession runs it, on a simulated machine: every case once a round, in the lab's round order,
/// each round's iterations back to back; the round's median is the sample a claim reads (as CaseRounds keeps it).
/// </summary>
/// <param name="Cases">How many cases a round runs (the two judged ones among them): it sets how far apart in time a
/// case's rounds lie, which is what decides how alike the two speed model's rounds are.</param>
public sealed class SimulatedSession(NoiseModel.IMachine machine, int iterations, double iterationSeconds, int cases = 12)
{
    private double clock;
    private int round;

    /// <summary>
    /// One round in which the two judged cases (true costs <paramref name="costA"/> and <paramref name="costB"/>) run among
    /// the others, half a round apart in the declared order, in the lab's round order (RoundOrder); each one's round
    /// median is added to its samples.
    /// </summary>
    public void Round(double costA, double costB, List<double> a, List<double> b)
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
            else
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

        Array.Sort(times);
        return iterations % 2 == 1 ? times[iterations / 2] : (times[(iterations / 2) - 1] + times[iterations / 2]) / 2;
    }
}
