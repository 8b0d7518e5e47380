using AsyncLab.Cli;

namespace AsyncLab.Tests.Cli;

/// <summary>The one line each bad command line gets, parsed as the lab parses it, without a process.</summary>
public sealed class ParseErrorTextTests
{
    [Fact]
    public void Of_MistypedVerb_SuggestsTheVerb()
    {
        Assert.Equal("unknown verb 'runn'; did you mean 'run'? (see --help)", Error("runn"));
    }

    [Fact]
    public void Of_UnknownVerb_ListsTheVerbs()
    {
        Assert.StartsWith("unknown verb 'frobnicate'; use a verb: list, run, report, compare", Error("frobnicate"),
            StringComparison.Ordinal);
    }

    [Fact]
    public void Of_MistypedOptionBeforeAnyVerb_SuggestsTheRootsOption()
    {
        Assert.Equal("unknown option '--hepl'; did you mean '--help'? (see --help)", Error("--hepl"));
    }

    [Fact]
    public void Of_NoVerb_ListsTheVerbs()
    {
        Assert.StartsWith("no verb given; use list, run, report, compare", Error(), StringComparison.Ordinal);
    }

    [Fact]
    public void Of_MistypedOptionTakenForAnExperiment_SuggestsTheOption()
    {
        Assert.Equal("unknown option '--profle' for run; did you mean '--profile'? (see run --help)", Error("run", "--profle", "quick"));
    }

    [Fact]
    public void Of_UnknownOption_NamesItAndItsVerb()
    {
        Assert.Equal("unknown option '--bogus-flag' for run (see run --help)", Error("run", "--bogus-flag"));
    }

    [Fact]
    public void Of_WholeNumberOptionGivenText_SaysWhatItTakesWithoutTypeNames()
    {
        Assert.Equal("--launches takes a whole number; got 'abc'", Error("run", "--launches", "abc"));
    }

    [Fact]
    public void Of_NumberOptionGivenText_SaysWhatItTakes()
    {
        Assert.Equal("--threshold takes a number; got 'ten'", Error("compare", "a", "b", "--threshold", "ten"));
    }

    [Fact]
    public void Of_OptionWithoutItsValue_NamesTheOption()
    {
        Assert.Equal("--out needs a value", Error("run", "--out"));
    }

    [Fact]
    public void Of_CompareGivenOneFolder_NamesTheMissingArgument()
    {
        Assert.Equal("compare needs DIR-B (usage: compare DIR-A DIR-B [options])", Error("compare", "runs/a"));
    }

    [Fact]
    public void Of_ReportGivenNoFolder_NamesTheMissingArgument()
    {
        Assert.Equal("report needs DIR (usage: report DIR [options])", Error("report"));
    }

    [Fact]
    public void Of_OneArgumentTooMany_NamesIt()
    {
        Assert.Equal("unexpected argument 'c' for compare (usage: compare DIR-A DIR-B [options])", Error("compare", "a", "b", "c"));
    }

    [Fact]
    public void Of_OptionsOfTheCommandAfterDoubleDash_LeftToIt()
    {
        Assert.Null(Error("watch", "--", "dotnet", "--no-build"));
    }

    [Fact]
    public void Of_NegativeNumberAsAValue_NotTakenForAnOption()
    {
        Assert.Null(Error("compare", "a", "b", "--threshold", "-5"));
    }

    [Fact]
    public void Of_GoodCommandLine_Null()
    {
        Assert.Null(Error("run", "async-cost", "--profile", "smoke", "--launches", "2"));
    }

    [Theory]
    [InlineData("run", "--launches", "abc")]
    [InlineData("run", "--launches", "1.5")]
    [InlineData("load", "http://localhost", "--users", "many")]
    public void Of_AnyBadValue_NoDotnetTypeName(params string[] args)
    {
        var error = Error(args);

        Assert.NotNull(error);
        Assert.DoesNotContain("System.", error, StringComparison.Ordinal);
        Assert.DoesNotContain("`1", error, StringComparison.Ordinal);
    }

    private static string? Error(params string[] args) => ParseErrorText.Of(LabCommandLine.CreateRoot().Parse(args));
}
