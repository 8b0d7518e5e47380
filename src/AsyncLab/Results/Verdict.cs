namespace AsyncLab.Results;

public enum Verdict
{
    /// <summary>The whole interval lies inside the band.</summary>
    Holds,

    /// <summary>The whole interval lies on the claimed side, outside the band: the same effect, another magnitude.</summary>
    Differs,

    /// <summary>The whole interval lies on the wrong side, or inside "no effect" for a claim that an effect exists.</summary>
    Refuted,

    /// <summary>
    /// The interval crosses an edge of the band or of the claimed side and is too wide to say more: a longer run (more
    /// launches, rounds or seconds) could decide it.
    /// </summary>
    Inconclusive,

    /// <summary>
    /// The interval crosses an edge of the band but lies wholly within the hedge's margin of it: the figure is known, and
    /// the article's word fits it as well as not. More samples would only narrow it around the edge.
    /// </summary>
    Borderline,

    /// <summary>
    /// The launches or turns fall into two modes, one reading inside the band and the other outside: the verdict depends on
    /// which state of the process or machine a reading meets, not on how many are taken.
    /// </summary>
    Splits,

    /// <summary>Not checked in this run (profile, platform, failure); the why says which.</summary>
    NotMeasured,
}
