using System.CommandLine;
using AsyncLab.Cli;

namespace AsyncLab.Tests.Cli;

public sealed class OptionRulesTests
{
    private readonly Option<bool> gate = new("--fail-on-regression");
    private readonly Option<bool> allow = new("--allow-cannot-tell");

    [Fact]
    public void Requires_DependentAlone_OneLineNamingBoth()
    {
        var error = Assert.Throws<UsageException>(() => OptionRules.Requires(Parse("--allow-cannot-tell"), allow, gate));

        Assert.Equal("--allow-cannot-tell only works with --fail-on-regression; add --fail-on-regression or leave " +
            "--allow-cannot-tell out", error.Message);
    }

    [Theory]
    [InlineData("--allow-cannot-tell", "--fail-on-regression")]
    [InlineData("--fail-on-regression")]
    [InlineData]
    public void Requires_DependentWithItsOptionOrAbsent_Passes(params string[] args)
    {
        OptionRules.Requires(Parse(args), allow, gate);
    }

    [Fact]
    public void Excludes_Both_OneLineSayingNotBoth()
    {
        var error = Assert.Throws<UsageException>(() => OptionRules.Excludes(Parse("--allow-cannot-tell", "--fail-on-regression"),
            allow, gate));

        Assert.Equal("give --allow-cannot-tell or --fail-on-regression, not both", error.Message);
    }

    private ParseResult Parse(params string[] args) => new RootCommand { gate, allow }.Parse(args);
}
