// Compiled into every project only when the lab is built for .NET 8 (run's runtimes option), which has no
// System.Threading.Lock. The compiler turns 'lock' on this type into EnterScope/Dispose; Monitor on an inner object gives
// the same mutual exclusion that 'lock' on a plain object gave before .NET 9.
namespace System.Threading;

internal sealed class Lock
{
    private readonly object monitor = new();

    public Scope EnterScope()
    {
        Monitor.Enter(monitor);
        return new Scope(monitor);
    }

    public readonly ref struct Scope(object monitor)
    {
        public void Dispose() => Monitor.Exit(monitor);
    }
}
