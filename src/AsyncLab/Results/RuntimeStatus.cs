namespace AsyncLab.Results;

/// <summary>How far one runtime of a multi-runtime run got.</summary>
public enum RuntimeStatus
{
    /// <summary>Its child ran and wrote results (each experiment still carries its own status).</summary>
    Ok,

    /// <summary>Built, ran, and stopped before it finished: what it wrote is kept.</summary>
    Partial,

    /// <summary>Not built, or its child wrote nothing: <see cref="RuntimeResult.Error"/> says why.</summary>
    Failed,
}
