namespace AsyncLab.Scenarios.CommandBus;

public enum AuditOutcome
{
    Succeeded,
    Failed,
    Cancelled,
}
