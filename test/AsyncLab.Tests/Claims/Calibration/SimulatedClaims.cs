using AsyncLab.Benchmarking;
using AsyncLab.Claims;
using AsyncLab.Claims.Checks;
using AsyncLab.Results;
using AsyncLab.Running;
using AsyncLab.Stopping;

namespace AsyncLab.Tests.Claims.Calibration;

/// <summary>
/// Runs the lab's judging engine and its stopping policy on simulated sessions: claims judged by ClaimJudge over round
/// medians, extra rounds of the open cases as <see cref="StoppingCriteria"/> chooses them (the loop a benchmark session
/// runs), at most <see cref="LookSchedule.MaxLooks"/> looks.
/// </summary>
public static class SimulatedClaims
{
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
    /// rounds, then the extra rounds the lab's stopping policy (<see cref="StoppingCriteria"/>, with a benchmark session's
    /// budget in quick, timed on the simulated clock) asks for while the claim is open; the final verdict.
    /// </summary>
    public static Verdict Run(ClaimDefinition claim, int parts, double ratio, NoiseModel model, int rounds, int iterations, Random random)
    {
        var session = new SimulatedSession(model.Start(random), iterations, iterationSeconds: 0.06, cases: Math.Max(2, 12 / parts));
        var a = Enumerable.Range(0, parts).Select(_ => new List<double>()).ToArray();
        var b = Enumerable.Range(0, parts).Select(_ => new List<double>()).ToArray();
        for (var r = 0; r < rounds; r++)
        {
            for (var k = 0; k < parts; k++)
            {
                session.Round(100 * ratio, 100, a[k], b[k]);
            }
        }

        var open = new OpenClaims<IReadOnlyList<double>>([claim], cases => cases.Select(c => Case(c.Key, c.Figure)).ToList(),
            (key, _) => new Measurement(key, new Dictionary<string, string>(), new Dictionary<string, double>()));
        IReadOnlyList<(string Key, IReadOnlyList<double> Figure)> SoFar() =>
            [.. a.Select((samples, k) => ($"a{k}", (IReadOnlyList<double>)samples)),
                .. b.Select((samples, k) => ($"b{k}", (IReadOnlyList<double>)samples))];
        var caseSeconds = (iterations + 1) * 0.06;
        new StoppingCriteria(BenchmarkJobs.ExtraRoundsBudget(Profile.Quick), BenchmarkJobs.MaxExtraRounds)
            .MeasureAsync(rounds, () => open.NarrowingNeeded(SoFar()), TimeSpan.FromSeconds(caseSeconds), (again, _) =>
            {
                var started = session.Clock;
                for (var k = 0; k < parts; k++)
                {
                    if (again.Contains($"a{k}") || again.Contains($"b{k}"))
                    {
                        session.Round(100 * ratio, 100, a[k], b[k], judgedOnly: true);
                    }
                }

                return Task.FromResult(TimeSpan.FromSeconds(session.Clock - started));
            }).GetAwaiter().GetResult();

        return Judge(claim, a, b);
    }

    private static Verdict Judge(ClaimDefinition claim, List<double>[] a, List<double>[] b)
    {
        var measurements = a.Select((samples, k) => Case($"a{k}", samples))
            .Concat(b.Select((samples, k) => Case($"b{k}", samples)))
            .ToList();
        return ClaimJudge.Judge([claim], measurements).Single().Verdict;
    }

    private static Measurement Case(string variant, IReadOnlyList<double> samples) =>
        new(variant, new Dictionary<string, string>(), new Dictionary<string, double> { [MetricNames.TimeNs] = samples.Average() })
        {
            Samples = new Dictionary<string, IReadOnlyList<double>> { [MetricNames.TimeNs] = samples.ToArray() },
        };
}
