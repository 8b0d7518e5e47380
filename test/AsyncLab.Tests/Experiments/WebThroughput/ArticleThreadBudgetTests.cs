using AsyncLab.Experiments.WebThroughput;
using AsyncLab.Load;

namespace AsyncLab.Tests.Experiments.WebThroughput;

/// <summary>The article's thread budget, recomputed from its published cells: the pool its seed claims run on.</summary>
public sealed class ArticleThreadBudgetTests
{
    [Fact]
    public void Estimates_PublishedMostThroughputTimesUnits_TwoHundredToTwoHundredSeventy()
    {
        var estimates = ArticleThreadBudget.Estimates().ToDictionary(e => e.Action, e => e.Threads);

        Assert.Equal(200, estimates["base"], 9);
        Assert.Equal(240, estimates["baseasync"], 9);
        Assert.Equal(268.2, estimates["baseasync_"], 9);
        Assert.Equal(250, estimates["fairasync"], 9);
    }

    [Fact]
    public void Threads_FromTheArticlesTables_IsThePoolTheSeedClaimsRunOn()
    {
        Assert.Equal(WebLoadLevels.ArticlePoolThreads, ArticleThreadBudget.Threads());
        Assert.Contains($"min = max = {ArticleThreadBudget.Threads()} worker threads", WebThroughputSettings.ArticlePoolReason,
            StringComparison.Ordinal);
    }
}
