using System.Reflection;
using System.Runtime.CompilerServices;
using AsyncLab.Watch.Session;

namespace AsyncLab.Tests.Watch.Session;

/// <summary>A frame's source line read from the test assembly's own portable PDB, which the build puts beside it.</summary>
public sealed class SourceLinesTests
{
    // The marker and the line it is declared on, on one line, so the expected line cannot drift from the method.
    internal static readonly int MarkerLine = LineHere(); [MethodImpl(MethodImplOptions.NoInlining)] internal static int Marker() => 42;

    internal static string ModulePath => typeof(SourceLinesTests).Assembly.Location;

    internal static int MarkerToken =>
        typeof(SourceLinesTests).GetMethod(nameof(Marker), BindingFlags.NonPublic | BindingFlags.Static)!.MetadataToken;

    [Fact]
    public void Find_FirstInstructionOfAMethodWithAPdb_NamesItsFileAndLine()
    {
        Assert.Equal($"SourceLinesTests.cs:{MarkerLine}", SourceLines.Find(ModulePath, MarkerToken, 0));
    }

    [Fact]
    public void Find_ModuleWithoutAPortablePdb_Null()
    {
        var coreLibrary = typeof(object).Assembly;
        var token = typeof(object).GetMethod(nameof(ToString))!.MetadataToken;

        Assert.Null(SourceLines.Find(coreLibrary.Location, token, 0));
    }

    [Theory]
    [InlineData(-1)] // no IL offset (code without a map)
    [InlineData(int.MaxValue)] // past the method's end: its last statement
    public void Find_OffsetOutsideTheMap_NullOrTheLastStatement(int ilOffset)
    {
        var line = SourceLines.Find(ModulePath, MarkerToken, ilOffset);

        Assert.Equal(ilOffset < 0 ? null : $"SourceLinesTests.cs:{MarkerLine}", line);
    }

    [Theory]
    [InlineData("")]
    [InlineData("/no/such/module.dll")]
    public void Find_ModuleThatCannotBeRead_Null(string path)
    {
        Assert.Null(SourceLines.Find(path, MarkerToken, 0));
    }

    [Fact]
    public void Find_TokenThatIsNotAMethodDefinition_Null()
    {
        Assert.Null(SourceLines.Find(ModulePath, typeof(SourceLinesTests).MetadataToken, 0));
    }

    private static int LineHere([CallerLineNumber] int line = 0) => line;
}
