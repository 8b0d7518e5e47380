namespace AsyncLab.Claims;

/// <summary>
/// What a ratio over units takes as one unit of a case's samples: a launch (a process of its own), or a run of a test
/// repeated on one server, which shares that server's process with the other runs.
/// </summary>
public sealed record SampleUnit(string Name, string Plural, bool IsProcess)
{
    public static SampleUnit Launch { get; } = new("launch", "launches", IsProcess: true);

    public static SampleUnit Run { get; } = new("run", "runs", IsProcess: false);
}
