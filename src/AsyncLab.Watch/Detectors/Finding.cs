namespace AsyncLab.Watch.Detectors;

/// <summary>A detector's verdict on what it watched.</summary>
public enum Finding
{
    /// <summary>The rule's condition was met; the evidence says by how much.</summary>
    Found,

    /// <summary>The signals the rule reads arrived, and the condition was not met.</summary>
    NotSeen,

    /// <summary>A signal the rule needs did not arrive; the verdict names it.</summary>
    CannotTell,
}
