using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Text;

namespace AsyncLab.Scan;

/// <summary>
/// Reads a site's code from its file, by syntax alone (the build has already compiled it): the enclosing method, where it
/// runs (<see cref="SiteContexts"/>) and what it waits on (<see cref="TaskWaits"/>). Each file is parsed once.
/// </summary>
public sealed class SourceReader
{
    private readonly Dictionary<string, SyntaxTree?> trees = new(StringComparer.Ordinal);

    public SiteCode Read(AnalyzerReport report)
    {
        if (Tree(report.File) is not { } tree || Span(tree, report) is not { } span)
        {
            return SiteCode.Unknown;
        }

        var node = tree.GetRoot().FindNode(span, getInnermostNodeForTie: true);
        var member = node.AncestorsAndSelf().FirstOrDefault(IsMember);
        var waits = TaskWaits.Find(node, span);
        return new SiteCode(
            MethodName(node, member),
            SiteContexts.Of(node, member),
            IsAsync(node),
            waits.Count > 0,
            waits.Any(w => TaskWaits.IsOffloaded(w, member)));
    }

    private SyntaxTree? Tree(string file)
    {
        if (!trees.TryGetValue(file, out var tree))
        {
            try
            {
                tree = File.Exists(file) ? CSharpSyntaxTree.ParseText(File.ReadAllText(file), path: file) : null;
            }
            catch (Exception ex) when (ex is IOException or UnauthorizedAccessException)
            {
                tree = null;
            }

            trees[file] = tree;
        }

        return tree;
    }

    private static TextSpan? Span(SyntaxTree tree, AnalyzerReport report)
    {
        var lines = tree.GetText().Lines;
        if (report.Line < 1 || report.Line > lines.Count || report.EndLine < report.Line || report.EndLine > lines.Count)
        {
            return null;
        }

        var start = Math.Min(lines[report.Line - 1].Start + Math.Max(report.Column - 1, 0), lines[report.Line - 1].End);
        var end = Math.Min(lines[report.EndLine - 1].Start + Math.Max(report.EndColumn - 1, 0), lines[report.EndLine - 1].End);
        return TextSpan.FromBounds(start, Math.Max(start, end));
    }

    internal static bool IsMember(SyntaxNode node) =>
        node is BaseMethodDeclarationSyntax or LocalFunctionStatementSyntax or AccessorDeclarationSyntax or PropertyDeclarationSyntax
            or GlobalStatementSyntax;

    // The innermost function the site's code runs in: a lambda's own async counts, not its enclosing method's.
    private static bool IsAsync(SyntaxNode node)
    {
        foreach (var ancestor in node.AncestorsAndSelf())
        {
            switch (ancestor)
            {
                case AnonymousFunctionExpressionSyntax lambda:
                    return lambda.AsyncKeyword.IsKind(SyntaxKind.AsyncKeyword);
                case MethodDeclarationSyntax method:
                    return method.Modifiers.Any(SyntaxKind.AsyncKeyword);
                case LocalFunctionStatementSyntax local:
                    return local.Modifiers.Any(SyntaxKind.AsyncKeyword);
                case GlobalStatementSyntax global:
                    // Top-level statements are one Main, async where any of them awaits outside a lambda.
                    return global.SyntaxTree.GetRoot().DescendantNodes().OfType<GlobalStatementSyntax>()
                        .Any(g => g.DescendantNodes().OfType<AwaitExpressionSyntax>().Any(a => !InLambda(a)));
                case MemberDeclarationSyntax:
                    return false;
            }
        }

        return false;
    }

    private static bool InLambda(SyntaxNode node) =>
        node.Ancestors().Any(a => a is AnonymousFunctionExpressionSyntax or LocalFunctionStatementSyntax);

    private static string MethodName(SyntaxNode node, SyntaxNode? member)
    {
        var types = node.Ancestors().OfType<BaseTypeDeclarationSyntax>().Reverse().Select(t => t.Identifier.Text).ToList();
        var name = member switch
        {
            MethodDeclarationSyntax m => m.Identifier.Text,
            ConstructorDeclarationSyntax c => c.Modifiers.Any(SyntaxKind.StaticKeyword) ? ".cctor" : ".ctor",
            LocalFunctionStatementSyntax l => OuterMember(l) + "." + l.Identifier.Text,
            AccessorDeclarationSyntax a => (a.Parent?.Parent as PropertyDeclarationSyntax)?.Identifier.Text + "." + a.Keyword.Text,
            PropertyDeclarationSyntax p => p.Identifier.Text,
            BaseMethodDeclarationSyntax => "operator",
            GlobalStatementSyntax => "Main",
            _ => "?",
        };
        if (member is GlobalStatementSyntax)
        {
            types = ["Program"];
        }

        var lambda = node.AncestorsAndSelf().OfType<AnonymousFunctionExpressionSyntax>()
                .Any(l => member is null || l.SpanStart > member.SpanStart)
            ? " (lambda)"
            : string.Empty;
        return string.Join('.', types.Append(name)) + lambda;
    }

    private static string OuterMember(LocalFunctionStatementSyntax local) =>
        local.Ancestors().FirstOrDefault(a => IsMember(a) && a is not LocalFunctionStatementSyntax) switch
        {
            MethodDeclarationSyntax m => m.Identifier.Text,
            GlobalStatementSyntax => "Main",
            _ => "?",
        };
}
