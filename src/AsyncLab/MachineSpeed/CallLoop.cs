using System.Runtime.CompilerServices;

namespace AsyncLab.MachineSpeed;

/// <summary>
/// A fixed piece of single-threaded work for the machine's own speed: xorshift steps, each through a method call that
/// is never inlined and loads and stores the generator's state in the object, as Random.Shared.Next does. On a shared VM
/// such code can slow on one core while the same steps inline, in a register, hardly move: the speed of calls and memory
/// is the one that varies there.
/// </summary>
public sealed class CallLoop(ulong seed)
{
    private ulong state = seed | 1;

    /// <summary>Runs <paramref name="steps"/> steps; returns the state, so the loop cannot be dropped.</summary>
    [MethodImpl(MethodImplOptions.NoInlining | MethodImplOptions.AggressiveOptimization)]
    public ulong Run(int steps)
    {
        for (var i = 0; i < steps; i++)
        {
            Step();
        }

        return state;
    }

    [MethodImpl(MethodImplOptions.NoInlining | MethodImplOptions.AggressiveOptimization)]
    private void Step()
    {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
    }
}
