using AsyncLab.Running;

namespace AsyncLab.Experiments.CommandBus;

/// <summary>How many concurrent senders the audit check uses, and how many commands each sends.</summary>
public sealed record AuditCheckSize(int Senders, int CommandsPerSender)
{
    public static AuditCheckSize For(Profile profile) => profile switch
    {
        Profile.Smoke => new(8, 500),
        Profile.Quick or Profile.Full => new(64, 10_000),
        _ => throw new ArgumentOutOfRangeException(nameof(profile), profile, null),
    };
}
