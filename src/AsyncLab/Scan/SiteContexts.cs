using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp.Syntax;

namespace AsyncLab.Scan;

/// <summary>
/// Where a site runs, by syntax: a lambda handed to an endpoint's Map call or a member of a controller, hub or hosted service
/// serves requests; a method with a test attribute runs tests; Main, top-level statements and a Program or Startup class
/// start the process. Names are matched as written, so a type named like ASP.NET Core's counts as it.
/// </summary>
public static class SiteContexts
{
    private static readonly HashSet<string> TestAttributes =
        ["Fact", "Theory", "Test", "TestCase", "TestCaseSource", "TestMethod", "DataTestMethod", "SkippableFact", "SkippableTheory"];

    private static readonly HashSet<string> RequestBases =
        ["ControllerBase", "Controller", "Hub", "BackgroundService", "IHostedService", "PageModel", "ComponentBase"];

    private static readonly HashSet<string> StartupTypes = ["Program", "Startup"];

    public static SiteContext Of(SyntaxNode node, SyntaxNode? member)
    {
        if (node.AncestorsAndSelf().OfType<AnonymousFunctionExpressionSyntax>().Any(IsEndpointHandler))
        {
            return SiteContext.Request;
        }

        if (member is MethodDeclarationSyntax method
            && method.AttributeLists.SelectMany(l => l.Attributes).Any(a => TestAttributes.Contains(Name(a))))
        {
            return SiteContext.Test;
        }

        var types = node.Ancestors().OfType<TypeDeclarationSyntax>().ToList();
        if (types.Any(ServesRequests))
        {
            return SiteContext.Request;
        }

        if (member is GlobalStatementSyntax || member is MethodDeclarationSyntax { Identifier.Text: "Main" }
            || types.Any(t => StartupTypes.Contains(t.Identifier.Text)))
        {
            return SiteContext.Startup;
        }

        return SiteContext.Library;
    }

    // app.MapGet("/x", handler), group.MapPost(...), routes.Map(...): the handler is the call's argument.
    private static bool IsEndpointHandler(AnonymousFunctionExpressionSyntax lambda) =>
        lambda.Parent is ArgumentSyntax { Parent.Parent: InvocationExpressionSyntax { Expression: MemberAccessExpressionSyntax call } }
            && call.Name.Identifier.Text.StartsWith("Map", StringComparison.Ordinal);

    private static bool ServesRequests(TypeDeclarationSyntax type) =>
        type.Identifier.Text.EndsWith("Controller", StringComparison.Ordinal)
            || type.AttributeLists.SelectMany(l => l.Attributes).Any(a => Name(a) is "ApiController" or "Route")
            || (type.BaseList?.Types.Any(b => RequestBases.Contains(Simple(b.Type))) ?? false);

    private static string Name(AttributeSyntax attribute)
    {
        var name = Simple(attribute.Name);
        return name.EndsWith("Attribute", StringComparison.Ordinal) ? name[..^"Attribute".Length] : name;
    }

    private static string Simple(TypeSyntax type) => type switch
    {
        QualifiedNameSyntax q => Simple(q.Right),
        AliasQualifiedNameSyntax a => Simple(a.Name),
        GenericNameSyntax g => g.Identifier.Text,
        SimpleNameSyntax s => s.Identifier.Text,
        _ => type.ToString(),
    };
}
