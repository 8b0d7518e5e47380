namespace AsyncLab.Results;

/// <summary>
/// What a verdict was read from: the estimate with its confidence interval (Low = Point = High for an exact figure such as
/// bytes or a yes/no outcome), and the band it was held against, in the claim's unit.
/// </summary>
public sealed record ClaimInterval(double Low, double Point, double High, double BandLow, double BandHigh, string Unit, double Confidence)
{
    /// <summary>
    /// A ratio interval as an estimate on the ln scale with its standard error, the half-width over the normal quantile of
    /// its confidence (a t interval on few degrees of freedom reads wider so); null unless the interval is a ratio with
    /// finite positive ends and some width.
    /// </summary>
    public (double Log, double Se)? LogReading()
    {
        if (Unit != ClaimIntervalUnits.Name(Html.MetricUnit.Ratio) || !(Low > 0) || !double.IsFinite(High) || !(High > Low) || !(Point > 0))
        {
            return null;
        }

        var z = new Perfolizer.Mathematics.Distributions.ContinuousDistributions.NormalDistribution(0, 1)
            .Quantile(1 - ((1 - Confidence) / 2));
        return (Math.Log(Point), (Math.Log(High) - Math.Log(Low)) / (2 * z));
    }
}
