namespace AsyncLab.Running;

/// <summary>How long and how carefully to measure.</summary>
public enum Profile
{
    /// <summary>Every code path runs, in seconds; figures are not to be trusted (CI uses it).</summary>
    Smoke,

    /// <summary>The default: the whole lab in minutes, with verdicts that hold from one run to the next.</summary>
    Quick,

    /// <summary>The articles' own parameters and BenchmarkDotNet's default job, however long it takes.</summary>
    Full,
}
