using Xunit.Abstractions;
using Xunit.Sdk;

namespace AsyncLab.Tests.Fixtures;

/// <summary>
/// Marks a test class or test that starts processes, servers or whole lab runs: the trait Category=Integration, which
/// <c>dotnet test --filter "Category!=Integration"</c> leaves out while developing. Written once, here.
/// </summary>
[TraitDiscoverer("AsyncLab.Tests.Fixtures.IntegrationDiscoverer", "AsyncLab.Tests")]
[AttributeUsage(AttributeTargets.Class | AttributeTargets.Method, AllowMultiple = false)]
public sealed class IntegrationAttribute : Attribute, ITraitAttribute
{
    public const string Category = "Category";

    public const string Value = "Integration";
}

/// <summary>Turns <see cref="IntegrationAttribute"/> into its trait for xUnit's filters.</summary>
public sealed class IntegrationDiscoverer : ITraitDiscoverer
{
    public IEnumerable<KeyValuePair<string, string>> GetTraits(IAttributeInfo traitAttribute) =>
        [new(IntegrationAttribute.Category, IntegrationAttribute.Value)];
}
