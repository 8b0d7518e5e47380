using AsyncLab.Cli;

namespace AsyncLab.Tests.Cli;

public sealed class TyposTests
{
    [Theory]
    [InlineData("runn", "run")]
    [InlineData("lst", "list")]
    [InlineData("reprot", "report")]
    [InlineData("--profle", "--profile")]
    [InlineData("--VERBOSE", "--verbose")]
    public void Nearest_MistypedName_TheKnownOne(string given, string expected)
    {
        Assert.Equal(expected, Typos.Nearest(given, ["list", "run", "report", "compare", "--profile", "--verbose", "--out"]));
    }

    [Theory]
    [InlineData("frobnicate")]
    [InlineData("go")]
    [InlineData("run")]
    public void Nearest_FarFromEveryOneOrExact_Null(string given)
    {
        Assert.Null(Typos.Nearest(given, ["list", "run", "report", "compare"]));
    }

    [Fact]
    public void Nearest_NameListedTwice_StillFound()
    {
        Assert.Equal("--help", Typos.Nearest("--hepl", ["--help", "--version", "--help"]));
    }

    [Fact]
    public void Nearest_TwoEquallyNear_Null()
    {
        Assert.Null(Typos.Nearest("--cut", ["--out", "--cat"]));
    }

    [Theory]
    [InlineData("abc", "abc", 0)]
    [InlineData("abc", "acb", 1)]
    [InlineData("abc", "abcd", 1)]
    [InlineData("kitten", "sitting", 3)]
    public void Distance_Pairs_EditsWithTranspositionAsOne(string a, string b, int expected)
    {
        Assert.Equal(expected, Typos.Distance(a, b));
    }
}
