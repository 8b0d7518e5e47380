namespace AsyncLab.Results;

/// <summary>
/// What a verdict was read from: the estimate with its confidence interval (Low = Point = High for an exact figure such as
/// bytes or a yes/no outcome), and the band it was held against, in the claim's unit.
/// </summary>
public sealed record ClaimInterval(double Low, double Point, double High, double BandLow, double BandHigh, string Unit, double Confidence);
