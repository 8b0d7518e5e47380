namespace AsyncLab.Cli;

/// <summary>Bad input from the command line; the message is the one line the user sees before exit code 2.</summary>
public sealed class UsageException(string message) : Exception(message);
