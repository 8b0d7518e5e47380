namespace AsyncLab.Comparison;

/// <summary>
/// Runs a between-run spread cannot be measured from, or a spreads file that cannot be used; the message is a single
/// line fit for the console.
/// </summary>
public sealed class SpreadsException(string message) : Exception(message);
