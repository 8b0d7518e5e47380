using AsyncLab.Watch.Session;

namespace AsyncLab.Tests.Watch.Session;

/// <summary>
/// The address-to-line table fed as the runtime feeds it: a jit sends a body and then its map, a rundown the map first.
/// The bodies are placed at made-up addresses over the test assembly's own marker method, whose line is known.
/// </summary>
public sealed class JittedCodeTests
{
    private const long Module = 1;
    private const long Method = 7;
    private static readonly string MarkerLine = $"SourceLinesTests.cs:{SourceLinesTests.MarkerLine}";

    [Fact]
    public void LineOf_ReturnAddressInAJittedBody_NamesTheLine()
    {
        var code = WithModule();
        code.OnMethod(Method, Module, 0x1000, 0x40, SourceLinesTests.MarkerToken);
        code.OnMap(Method, [(0, 0)]);

        Assert.Equal(MarkerLine, code.LineOf(0x1010));
    }

    [Fact]
    public void LineOf_RundownSendsTheMapBeforeTheBody_NamesTheLine()
    {
        var code = WithModule();
        code.OnMap(Method, [(0, 0)]);
        code.OnMethod(Method, Module, 0x1000, 0x40, SourceLinesTests.MarkerToken);

        Assert.Equal(MarkerLine, code.LineOf(0x1010));
    }

    [Fact]
    public void LineOf_MethodJittedTwice_EachBodyKeepsItsOwnMap()
    {
        var code = WithModule();
        code.OnMethod(Method, Module, 0x1000, 0x40, SourceLinesTests.MarkerToken);
        code.OnMap(Method, [(0, 0)]);
        code.OnMethod(Method, Module, 0x2000, 0x40, SourceLinesTests.MarkerToken);
        code.OnMap(Method, []); // the second body's map names no IL: no line, and the first body's map stays

        Assert.Equal(MarkerLine, code.LineOf(0x1010));
        Assert.Null(code.LineOf(0x2010));
    }

    [Theory]
    [InlineData(0x0fff)]
    [InlineData(0x1040)] // one past the body's end
    public void LineOf_AddressOutsideEveryBody_Null(ulong address)
    {
        var code = WithModule();
        code.OnMethod(Method, Module, 0x1000, 0x40, SourceLinesTests.MarkerToken);
        code.OnMap(Method, [(0, 0)]);

        Assert.Null(code.LineOf(address));
    }

    [Fact]
    public void LineOf_BodyWithoutAMapOrAKnownModule_Null()
    {
        var code = new JittedCode();
        code.OnMethod(Method, Module, 0x1000, 0x40, SourceLinesTests.MarkerToken);
        Assert.Null(code.LineOf(0x1010));

        code.OnMap(Method, [(0, 0)]);
        Assert.Null(code.LineOf(0x1010)); // module 1 was never loaded
    }

    private static JittedCode WithModule()
    {
        var code = new JittedCode();
        code.OnModule(Module, SourceLinesTests.ModulePath);
        return code;
    }
}
