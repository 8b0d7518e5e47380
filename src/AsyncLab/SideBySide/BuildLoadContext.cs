using System.Reflection;
using System.Runtime.Loader;

namespace AsyncLab.SideBySide;

/// <summary>
/// One build of the lab loaded beside another in the same process: its own assemblies (the lab's, the scenarios', the
/// packages it was built with) come from its folder, as its deps.json names them, and only the shared framework is the
/// process's. Two contexts on two folders, or on the same folder twice, hold two independent copies of every scenario,
/// each with its own statics and its own compiled code.
/// </summary>
public sealed class BuildLoadContext : AssemblyLoadContext
{
    private readonly AssemblyDependencyResolver resolver;

    public BuildLoadContext(LabBuild build)
        : base("asynclab-build-" + build.Label, isCollectible: false)
    {
        ArgumentNullException.ThrowIfNull(build);
        resolver = new AssemblyDependencyResolver(build.Assembly);
        Lab = LoadFromAssemblyPath(build.Assembly);
    }

    /// <summary>The build's AsyncLab assembly, loaded in this context.</summary>
    public Assembly Lab { get; }

    protected override Assembly? Load(AssemblyName assemblyName) =>
        resolver.ResolveAssemblyToPath(assemblyName) is { } path ? LoadFromAssemblyPath(path) : null;

    protected override IntPtr LoadUnmanagedDll(string unmanagedDllName) =>
        resolver.ResolveUnmanagedDllToPath(unmanagedDllName) is { } path ? LoadUnmanagedDllFromPath(path) : IntPtr.Zero;
}
