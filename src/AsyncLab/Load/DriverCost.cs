namespace AsyncLab.Load;

/// <summary>
/// What the driver's own process spent during a load run: CPU time (when the driver shares the server's machine,
/// CPU the server did not get) and bytes allocated (every process thread, so including the runtime's own work).
/// </summary>
public readonly record struct DriverCost(TimeSpan Cpu, long AllocatedBytes)
{
    public static DriverCost None => default;
}
