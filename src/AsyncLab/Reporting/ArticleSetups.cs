using System.Globalization;
using AsyncLab.Html;
using AsyncLab.Reporting.Charts;
using AsyncLab.Results;
using AsyncLab.Statistics;

namespace AsyncLab.Reporting;

/// <summary>
/// The article's own figures beside each server setup this run measured them on: for every test that carries published
/// figures, the same test on each pool (the article's thread budget; in full also the bounded pool and the injected one),
/// so a reader sees which setup comes nearest to what the article printed. Rates and durations are read per unit of
/// work U, the one scale the lab's runs and the article's share (a run at U = 100 ms serves ten times the article's
/// requests a second); each row gives the published figure, each setup's and their quotient. Single figures, no
/// interval: the claims carry the verdicts, this table says how close the setups come.
/// </summary>
internal static class ArticleSetups
{
    public const string Heading = "The article's figures beside each setup";

    /// <summary>The parameter that names a server setup.</summary>
    public const string SetupParameter = "pool";

    /// <summary>
    /// The parameter that gives a test's unit of work in milliseconds. Written out, not read from the web tests, because
    /// the lab built for an older runtime leaves the web experiments out; a test holds the two names equal.
    /// </summary>
    public const string UnitParameter = "u_ms";

    /// <summary>The table, or null when no measured test carries published figures and a pool.</summary>
    public static TableModel? Build(ExperimentResult experiment)
    {
        var declared = DeclaredMetrics.Of(experiment);
        var publishedUnitMs = SetupDepartures.Of(experiment).FirstOrDefault(d => d.Parameter == UnitParameter)?.Article;
        var tests = experiment.Measurements
            .Where(m => m.Published is { Count: > 0 } && m.Parameters.ContainsKey(SetupParameter))
            .ToList();
        if (tests.Count == 0)
        {
            return null;
        }

        var groups = tests.Select(t => (Test: t, Setups: SameTestOnEachSetup(t, experiment.Measurements))).ToList();
        var setups = groups.SelectMany(g => g.Setups.Select(s => s.Parameters[SetupParameter])).Distinct(StringComparer.Ordinal).ToList();
        var columns = new List<ReportColumn> { new("test", ReportColumnKind.Text), new("figure", ReportColumnKind.Text),
            new("published", ReportColumnKind.Published) };
        columns.AddRange(setups.Select(s => new ReportColumn(s, ReportColumnKind.Measured)));

        var rows = new List<IReadOnlyList<string>>();
        var quotients = setups.ToDictionary(s => s, _ => new List<double>(), StringComparer.Ordinal);
        foreach (var (test, onSetups) in groups)
        {
            var testLabel = TestLabel(test);
            foreach (var key in MetricFormat.Order(test.Published!.Keys))
            {
                var metric = declared.Of(key);
                // The article's lowest rate is a second before its load had built up (0 to 20 requests); the lab reads no
                // second of its warm-up, so the two minima measure different things.
                if (key == MetricNames.ThroughputMinRps || PerUnit(metric.Unit) is not { } scale)
                {
                    continue;
                }

                var published = scale(test.Published[key], UnitMs(publishedUnitMs) ?? UnitMs(test));
                var cells = new List<string> { testLabel, $"{Quantity(metric)} {Suffix(metric.Unit)}", Number(published) };
                foreach (var setup in setups)
                {
                    var measurement = onSetups.FirstOrDefault(m => m.Parameters[SetupParameter] == setup);
                    if (measurement is null || !measurement.Metrics.TryGetValue(key, out var value))
                    {
                        cells.Add("");
                        continue;
                    }

                    var measured = scale(value, UnitMs(measurement));
                    var quotient = measured / published;
                    if (published > 0 && measured > 0)
                    {
                        quotients[setup].Add(quotient);
                    }

                    cells.Add(published > 0
                        ? string.Create(CultureInfo.InvariantCulture, $"{Number(measured)} ({quotient:0.00}×)")
                        : Number(measured));
                }

                rows.Add(cells);
            }
        }

        return rows.Count == 0
            ? null
            : new TableModel(columns, rows, Footnote(setups, quotients, UnitMs(publishedUnitMs) ?? UnitMs(tests[0])));
    }

    /// <summary>
    /// The median distance of each setup's figures from the article's, as a factor (1.25× when half its figures are within
    /// a quarter of the published ones), and the setup that comes nearest.
    /// </summary>
    private static string Footnote(IReadOnlyList<string> setups, Dictionary<string, List<double>> quotients, double? publishedUnitMs)
    {
        var distances = setups.Where(s => quotients[s].Count > 0)
            .Select(s => (Setup: s, Factor: Math.Exp(MedianDistance(quotients[s])), quotients[s].Count))
            .ToList();
        var each = string.Join("; ", distances.Select(d => string.Create(CultureInfo.InvariantCulture,
            $"{d.Setup} within {d.Factor:0.00}× of the published figure on the median ({d.Count} figures)")));
        var nearest = distances.Count > 1
            ? $" Nearest the article: {distances.MinBy(d => d.Factor).Setup}."
            : "";
        var scale = publishedUnitMs is { } u
            ? string.Create(CultureInfo.InvariantCulture, $"Rates per U and durations in U, the published figures at U = {u:0} ms. ")
            : "";
        return $"{scale}{each}.{nearest}";
    }

    /// <summary>"fair · 200 users": the variant and the kind of test where the run names one, else its other parameters.</summary>
    private static string TestLabel(Measurement test) =>
        test.Parameters.TryGetValue("test", out var kind)
            ? $"{test.Variant} · {kind}"
            : MeasurementGroup.Label(test, test.Parameters.Keys.Where(k => k is not SetupParameter and not UnitParameter));

    /// <summary>The median of |ln q| over a setup's quotients: how far its figures lie from the article's, either way.</summary>
    private static double MedianDistance(List<double> quotients) =>
        Medians.Of(quotients.Select(q => Math.Abs(Math.Log(q))));

    /// <summary>The test with the same variant and parameters but for its pool, on every pool this run measured it.</summary>
    private static List<Measurement> SameTestOnEachSetup(Measurement test, IReadOnlyList<Measurement> measurements) =>
        measurements.Where(m => m.Variant == test.Variant && m.Parameters.ContainsKey(SetupParameter)
                && m.Parameters.Count == test.Parameters.Count
                && m.Parameters.All(p => p.Key is SetupParameter or UnitParameter
                    || (test.Parameters.TryGetValue(p.Key, out var v) && v == p.Value)))
            .ToList();

    /// <summary>How a figure of this unit reads per U, given U in milliseconds; null for units the table leaves out.</summary>
    private static Func<double, double?, double>? PerUnit(MetricUnit unit) => unit switch
    {
        MetricUnit.PerSecond => (value, unitMs) => unitMs is { } u ? value * u / 1000 : value,
        MetricUnit.Milliseconds => (value, unitMs) => unitMs is { } u ? value / u : value,
        _ => null,
    };

    /// <summary>The metric's label without its own unit, which the row converts: "throughput max", not "throughput max rps".</summary>
    private static string Quantity(Metric metric) =>
        metric.Label.EndsWith(" rps", StringComparison.Ordinal) || metric.Label.EndsWith(" ms", StringComparison.Ordinal)
            ? metric.Label[..metric.Label.LastIndexOf(' ')]
            : metric.Label;

    private static string Suffix(MetricUnit unit) => unit == MetricUnit.PerSecond ? "(per U)" : "(U)";

    private static double? UnitMs(Measurement measurement) =>
        measurement.Parameters.TryGetValue(UnitParameter, out var text) ? UnitMs(text) : null;

    private static double? UnitMs(string? text) =>
        text is not null && double.TryParse(text, NumberStyles.Float, CultureInfo.InvariantCulture, out var ms) && ms > 0 ? ms : null;

    private static string Number(double value) =>
        value.ToString(value >= 100 ? "0" : value >= 10 ? "0.0" : "0.00", CultureInfo.InvariantCulture);
}
