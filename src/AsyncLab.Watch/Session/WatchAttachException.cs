namespace AsyncLab.Watch.Session;

/// <summary>The target cannot be watched; the message is the one line the user sees before exit code 2.</summary>
public sealed class WatchAttachException(string message) : Exception(message);
