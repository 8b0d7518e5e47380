namespace AsyncLab.Results;

public enum Verdict
{
    /// <summary>The whole interval lies inside the band.</summary>
    Holds,

    /// <summary>The whole interval lies on the claimed side, outside the band: the same effect, another magnitude.</summary>
    Differs,

    /// <summary>The whole interval lies on the wrong side, or inside "no effect" for a claim that an effect exists.</summary>
    Refuted,

    /// <summary>The interval crosses an edge of the band or of the claimed side: this run cannot decide.</summary>
    Inconclusive,

    /// <summary>Not checked in this run (profile, platform, failure); the why says which.</summary>
    NotMeasured,
}
