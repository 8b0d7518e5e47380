using System.Globalization;
using AsyncLab.Results;

namespace AsyncLab.Reporting.Charts;

/// <summary>
/// Measurements that share the same parameter names (one BenchmarkDotNet suite, one load test shape), with what
/// the charts need to know about them: which parameters vary, and which of those are numbers.
/// </summary>
internal sealed class MeasurementGroup
{
    private MeasurementGroup(IReadOnlyList<Measurement> measurements, DeclaredMetrics declared)
    {
        Measurements = measurements;
        Declared = declared;
        var names = measurements.SelectMany(m => m.Parameters.Keys).Distinct(StringComparer.Ordinal).ToList();
        Varying = names.Where(n => measurements.Select(m => Value(m, n)).Distinct(StringComparer.Ordinal).Skip(1).Any()).ToList();
        Constant = names.Except(Varying, StringComparer.Ordinal).ToList();

        // A line needs at least three x positions to show a trend; two values read better as bars side by side.
        Numeric = Varying.Where(n =>
                measurements.All(m => TryNumber(Value(m, n), out _))
                && measurements.Select(m => Value(m, n)).Distinct(StringComparer.Ordinal).Count() >= 3)
            .ToList();
    }

    public IReadOnlyList<Measurement> Measurements { get; }

    /// <summary>The experiment's metrics as its run declares them: the charts' labels, units and directions.</summary>
    public DeclaredMetrics Declared { get; }

    public IReadOnlyList<string> Varying { get; }

    public IReadOnlyList<string> Constant { get; }

    public IReadOnlyList<string> Numeric { get; }

    /// <summary>Groups in the order the experiment listed its measurements.</summary>
    public static IReadOnlyList<MeasurementGroup> Split(IReadOnlyList<Measurement> measurements, DeclaredMetrics declared) =>
        measurements
            .GroupBy(m => string.Join("\u001f", m.Parameters.Keys.Order(StringComparer.Ordinal)), StringComparer.Ordinal)
            .Select(g => new MeasurementGroup(g.ToList(), declared))
            .ToList();

    public static string Value(Measurement measurement, string parameter) =>
        measurement.Parameters.TryGetValue(parameter, out var value) ? value : string.Empty;

    public static bool TryNumber(string text, out double value) =>
        double.TryParse(text, NumberStyles.Float | NumberStyles.AllowThousands, CultureInfo.InvariantCulture, out value);

    /// <summary>"variant · name=value" for the given parameters, empty ones left out.</summary>
    public static string Label(Measurement measurement, IEnumerable<string> parameters)
    {
        var parts = parameters.Select(p => Pair(p, Value(measurement, p)));
        return string.Join(" · ", new[] { measurement.Variant }.Concat(parts));
    }

    /// <summary>
    /// " (name=value, …)" for the parameters every measurement of the group shares, so a title says which case it
    /// shows.
    /// </summary>
    public string ConstantSuffix()
    {
        if (Constant.Count == 0)
        {
            return string.Empty;
        }

        return " (" + string.Join(", ", Constant.Select(p => Pair(p, Value(Measurements[0], p)))) + ")";
    }

    /// <summary>"name=value", or the value alone where it already names itself ("pool 270", not "pool=pool 270").</summary>
    public static string Pair(string parameter, string value) =>
        value.StartsWith(parameter + " ", StringComparison.Ordinal) ? value : $"{parameter}={value}";
}
