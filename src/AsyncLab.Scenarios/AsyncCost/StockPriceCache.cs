using System.Runtime.CompilerServices;

namespace AsyncLab.Scenarios.AsyncCost;

/// <summary>
/// The article's price list as its code builds it: a <c>List&lt;(string, decimal)&gt;</c> of filler companies and the
/// searched one last, at 42, found by a <c>foreach</c> over the list. The code prints 100 fillers; its comment and its
/// timings say 1,000 (<see cref="TimedFillerCount"/>), so the lab builds both. The search allocates nothing (the list's
/// enumerator is a struct), so whatever a variant allocates comes from its async machinery.
/// </summary>
public sealed class StockPriceCache
{
    /// <summary>The company every benchmark asks for; it sits at the end of the list, so a lookup walks all of it.</summary>
    public const string SearchedCompany = "MSFT";

    public const decimal SearchedPrice = 42m;

    /// <summary>The filler count the article's code prints.</summary>
    public const int FillerCount = 100;

    /// <summary>
    /// The filler count the article's timings fit: its direct lookup took about 2.2 µs, and its table of yielding calls has a
    /// non-yielding baseline of 2.3 µs, ten times what a 100-entry search costs beside the same async overheads.
    /// </summary>
    public const int TimedFillerCount = 1000;

    private readonly List<(string Name, decimal Price)> entries;

    private StockPriceCache(List<(string Name, decimal Price)> entries) => this.entries = entries;

    /// <summary>The list in search order.</summary>
    public IReadOnlyList<(string Name, decimal Price)> Entries => entries;

    public static StockPriceCache CreateSample(int fillers = FillerCount)
    {
        ArgumentOutOfRangeException.ThrowIfNegative(fillers);
        var entries = new List<(string Name, decimal Price)>(fillers + 1);
        for (var i = 0; i < fillers; i++)
        {
            entries.Add(($"Company{i}", i));
        }

        entries.Add((SearchedCompany, SearchedPrice));
        return new StockPriceCache(entries);
    }

    /// <exception cref="UnknownCompanyException">The company is not in the list.</exception>
    /// <remarks>
    /// Never inlined: every variant then calls the one compiled copy of the search. Inlined, the JIT compiles a copy
    /// per caller (with different loop layout and profile data), and those copies can differ in speed on their own by as
    /// much as the async overhead being measured.
    /// </remarks>
    [MethodImpl(MethodImplOptions.NoInlining)]
    public decimal PriceOf(string company)
    {
        foreach (var (name, price) in entries)
        {
            if (string.Equals(name, company, StringComparison.Ordinal))
            {
                return price;
            }
        }

        throw new UnknownCompanyException(company);
    }
}

public sealed class UnknownCompanyException(string company)
    : KeyNotFoundException($"no stock price for company '{company}'")
{
    public string Company { get; } = company;
}
