using System.Diagnostics;
using System.Globalization;
using AsyncLab.Watch.Session;

namespace AsyncLab.Tests.Watch.Session;

public sealed class ProcessTreeTests
{
    [Fact]
    public void Descends_ChildOfThisProcess_True()
    {
        using var child = Process.Start("sleep", "30");
        try
        {
            Assert.True(ProcessTree.Descends(child.Id, Environment.ProcessId));
        }
        finally
        {
            child.Kill();
        }
    }

    [Fact]
    public void Descends_AnotherThreadOfThisProcess_FalseThoughProcAnswersWithTheSameParent()
    {
        var thread = OtherThreadId();
        var parent = ParentOf(Environment.ProcessId);

        Assert.Equal(parent, ParentOf(thread));
        Assert.False(ProcessTree.Descends(thread, parent));
    }

    [Fact]
    public void IsProcess_ThisProcessAndOneOfItsThreads_OnlyTheProcess()
    {
        Assert.True(ProcessTree.IsProcess(Environment.ProcessId));
        Assert.False(ProcessTree.IsProcess(OtherThreadId()));
    }

    private static int OtherThreadId() =>
        Directory.GetDirectories("/proc/self/task").Select(d => int.Parse(Path.GetFileName(d), CultureInfo.InvariantCulture))
            .First(id => id != Environment.ProcessId);

    private static int ParentOf(int pid)
    {
        var stat = File.ReadAllText($"/proc/{pid}/stat");
        return int.Parse(stat[(stat.LastIndexOf(')') + 2)..].Split(' ')[1], CultureInfo.InvariantCulture);
    }
}
