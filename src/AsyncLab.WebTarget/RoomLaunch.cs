namespace AsyncLab.WebTarget;

/// <summary>
/// What a room adds when the lab starts serve as a child: options, and variables for what must stay off the command
/// line.
/// </summary>
public sealed record RoomLaunch(IReadOnlyList<string> Arguments, IReadOnlyDictionary<string, string> Environment);
