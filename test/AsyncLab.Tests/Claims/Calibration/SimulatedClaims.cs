using AsyncLab.Claims;
using AsyncLab.Claims.Checks;
using AsyncLab.Results;

namespace AsyncLab.Tests.Claims.Calibration;

/// <summary>
/// Runs the lab's judging engine and its look schedule on simulated sessions: claims judged by ClaimJudge over round
/// medians, extra batches of rounds while a claim is open, at most <see cref="LookSchedule.MaxLooks"/> looks.
/// </summary>
public static class SimulatedClaims
{
    /// <summary>Extra rounds a batch adds (quick's budget of about 20 extra rounds spread over the three batches).</summary>
    public const int BatchRounds = 7;

    /// <summary>"a_k / b_k at most <paramref name="edge"/>" for each of <paramref name="parts"/> pairs, all of which must hold.</summary>
    public static ClaimDefinition AtMost(double edge, int parts)
    {
        var checks = Enumerable.Range(0, parts)
            .Select(k => (IClaimCheck)new RatioCheck(Metrics.TimeNs, new CaseSelector($"a{k}"), new CaseSelector($"b{k}"),
                Band.AtMost(edge), Band.AtMost(edge)))
            .ToArray();
        var check = parts == 1 ? checks[0] : new AllOfCheck(checks);
        return new ClaimDefinition("calibration.at-most", Provenance.Lab("a simulated claim"), "a is at most edge times b", "—",
            check, ClaimReading.None);
    }

    /// <summary>
    /// One simulated run of <paramref name="claim"/> (pairs a_k/b_k of true ratio <paramref name="ratio"/>): the planned
    /// rounds, then batches of extra rounds while it is inconclusive and the schedule allows a look; the final verdict.
    /// </summary>
    public static Verdict Run(ClaimDefinition claim, int parts, double ratio, NoiseModel model, int rounds, int iterations, Random random)
    {
        var session = new SimulatedSession(model.Start(random), iterations, iterationSeconds: 0.06, cases: Math.Max(2, 12 / parts));
        var a = Enumerable.Range(0, parts).Select(_ => new List<double>()).ToArray();
        var b = Enumerable.Range(0, parts).Select(_ => new List<double>()).ToArray();
        void Measure(int count)
        {
            for (var r = 0; r < count; r++)
            {
                for (var k = 0; k < parts; k++)
                {
                    session.Round(100 * ratio, 100, a[k], b[k]);
                }
            }
        }

        Measure(rounds);
        var looks = new LookSchedule();
        var verdict = Judge(claim, a, b);
        while (verdict == Verdict.Inconclusive && looks.MayMeasureAgain)
        {
            Measure(BatchRounds);
            looks.BatchMeasured();
            verdict = Judge(claim, a, b);
        }

        return verdict;
    }

    private static Verdict Judge(ClaimDefinition claim, List<double>[] a, List<double>[] b)
    {
        var measurements = a.Select((samples, k) => Case($"a{k}", samples))
            .Concat(b.Select((samples, k) => Case($"b{k}", samples)))
            .ToList();
        return ClaimJudge.Judge([claim], measurements).Single().Verdict;
    }

    private static Measurement Case(string variant, List<double> samples) =>
        new(variant, new Dictionary<string, string>(), new Dictionary<string, double> { [MetricNames.TimeNs] = samples.Average() })
        {
            Samples = new Dictionary<string, IReadOnlyList<double>> { [MetricNames.TimeNs] = samples.ToArray() },
        };
}
