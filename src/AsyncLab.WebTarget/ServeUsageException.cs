namespace AsyncLab.WebTarget;

/// <summary>A serve option the server cannot use; the message is the one line the user sees before exit code 2.</summary>
public sealed class ServeUsageException(string message) : Exception(message);
