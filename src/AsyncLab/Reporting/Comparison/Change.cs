namespace AsyncLab.Reporting.Comparison;

public enum Change
{
    /// <summary>
    /// No change: a judged row that could have seen a small change (<see cref="DetectableChange.CantTellAbove"/>) and saw
    /// none, equal exact figures, or a metric without a direction.
    /// </summary>
    None,
    Better,
    Worse,

    /// <summary>Can't tell: the row could not have seen a small change, or it cannot be judged at all.</summary>
    Undecided,
}
