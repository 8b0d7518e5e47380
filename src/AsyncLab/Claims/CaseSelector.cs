using AsyncLab.Results;

namespace AsyncLab.Claims;

/// <summary>
/// Which measurement a claim reads: a variant, and the parameters it must have (a subset of the measurement's own;
/// none for an experiment without parameters).
/// </summary>
public sealed record CaseSelector(string Variant, IReadOnlyDictionary<string, string> Parameters)
{
    public CaseSelector(string variant)
        : this(variant, new Dictionary<string, string>())
    {
    }

    public static CaseSelector Of(string variant, params (string Name, string Value)[] parameters) =>
        new(variant, parameters.ToDictionary(p => p.Name, p => p.Value));

    public bool Matches(Measurement measurement) =>
        measurement.Variant == Variant
        && Parameters.All(p => measurement.Parameters.TryGetValue(p.Key, out var value) && value == p.Value);

    /// <summary>The same variant under more parameters (a row of a table: the claim's own plus the row's).</summary>
    public CaseSelector With(IReadOnlyDictionary<string, string> row)
    {
        var merged = new Dictionary<string, string>(row);
        foreach (var (name, value) in Parameters)
        {
            merged[name] = value;
        }

        return this with { Parameters = merged };
    }

    public override string ToString() =>
        Parameters.Count == 0 ? Variant : $"{Variant} ({string.Join(", ", Parameters.Select(p => $"{p.Key} {p.Value}"))})";
}
