namespace AsyncLab.SideBySide;

/// <summary>What stops <c>ab</c> before it measures: a build that cannot be found, made or loaded. Told in one line.</summary>
public sealed class SideBySideException(string message) : Exception(message);
