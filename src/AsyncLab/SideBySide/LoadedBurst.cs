using System.Reflection;
using AsyncLab.Benchmarking.Turns;

namespace AsyncLab.SideBySide;

/// <summary>
/// A burst variant of another build, loaded in its own context (<see cref="BuildLoadContext"/>): that build's own variant
/// does the timing, in its own compiled loop, and this one calls it through a delegate, outside the timed calls.
/// </summary>
public sealed class LoadedBurst(string id, Func<int, double> nanosecondsPerCall, Func<object?> lastResult) : BurstVariant(id)
{
    public override double NanosecondsPerCall(int calls) => nanosecondsPerCall(calls);

    public override object? LastResult => lastResult();

    /// <summary>
    /// Wraps <paramref name="variant"/>, an instance of the loaded build's own BurstVariant, under <paramref name="prefix"/>
    /// and its id; the two builds' types share only their names, so the members are found by name.
    /// </summary>
    public static LoadedBurst Wrap(object variant, string prefix)
    {
        ArgumentNullException.ThrowIfNull(variant);
        var type = variant.GetType();
        var id = type.GetProperty(nameof(Id))?.GetValue(variant) as string
            ?? throw new SideBySideException($"a loaded variant of type {type.FullName} has no id");
        var time = type.GetMethod(nameof(NanosecondsPerCall), BindingFlags.Public | BindingFlags.Instance, [typeof(int)])
            ?? throw new SideBySideException($"the loaded variant {id} has no {nameof(NanosecondsPerCall)}(int)");
        var last = type.GetProperty(nameof(LastResult));
        return new LoadedBurst(prefix + id, time.CreateDelegate<Func<int, double>>(variant), () => last?.GetValue(variant));
    }
}
