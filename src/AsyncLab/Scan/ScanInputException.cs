namespace AsyncLab.Scan;

/// <summary>
/// Input scan cannot read (no project, a build that fails, an unreadable SARIF, scan.json or watch.json); the message is
/// the one line the user sees before exit code 2.
/// </summary>
public sealed class ScanInputException(string message) : Exception(message);
