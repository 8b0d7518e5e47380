namespace AsyncLab.Results;

/// <summary>A results file that cannot be used; the message is a single line fit for the console.</summary>
public sealed class ResultsFileException(string message) : Exception(message);
