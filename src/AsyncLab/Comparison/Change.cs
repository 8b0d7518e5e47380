namespace AsyncLab.Comparison;

public enum Change
{
    /// <summary>
    /// No change: a judged row that could have seen a small change (<see cref="DetectableChange.CantTellAbove"/>) and saw
    /// none, equal exact figures, or a metric declared with neither direction better.
    /// </summary>
    None,
    Better,
    Worse,

    /// <summary>
    /// Can't tell: the row could not have seen a small change, it cannot be judged at all, or its runs do not declare
    /// which way is better.
    /// </summary>
    Undecided,
}
