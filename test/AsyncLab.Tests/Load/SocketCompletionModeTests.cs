using AsyncLab.Load;

namespace AsyncLab.Tests.Load;

public sealed class SocketCompletionModeTests
{
    [Fact]
    public void PreferInline_NothingChosen_SetsInlineAndSaysSo()
    {
        var environment = new Dictionary<string, string>();

        var inline = SocketCompletionMode.PreferInline(environment.GetValueOrDefault, (name, value) => environment[name] = value);

        Assert.True(inline);
        Assert.Equal("1", environment[SocketCompletionMode.InlineVariable]);
    }

    [Fact]
    public void PreferInline_UserChoseThreadPool_KeepsTheChoice()
    {
        var environment = new Dictionary<string, string> { [SocketCompletionMode.InlineVariable] = "0" };

        var inline = SocketCompletionMode.PreferInline(environment.GetValueOrDefault, (name, value) => environment[name] = value);

        Assert.False(inline);
        Assert.Equal("0", environment[SocketCompletionMode.InlineVariable]);
    }
}
