using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp.Syntax;

namespace AsyncLab.Scan;

/// <summary>
/// The blocking waits on a task at a site, by syntax: <c>x.Wait()</c>, <c>x.Result</c>, <c>x.GetAwaiter().GetResult()</c>,
/// <c>Task.WaitAll(...)</c>, <c>Task.WaitAny(...)</c>; and whether the task waited on was started on another thread for
/// the wait (Task.Run or StartNew, directly, through a local, or through a method of the same type that returns one).
/// </summary>
public static class TaskWaits
{
    private static readonly HashSet<string> WaitNames = ["Wait", "Result", "GetResult", "WaitAll", "WaitAny"];

    /// <summary>The wait expressions the reported span lies in or holds, within its statement.</summary>
    public static IReadOnlyList<MemberAccessExpressionSyntax> Find(SyntaxNode node, Microsoft.CodeAnalysis.Text.TextSpan span)
    {
        var statement = node.AncestorsAndSelf().FirstOrDefault(n => n is StatementSyntax or ArrowExpressionClauseSyntax) ?? node;
        return [.. statement.DescendantNodesAndSelf().OfType<MemberAccessExpressionSyntax>()
            .Where(m => WaitNames.Contains(m.Name.Identifier.Text) && (m.Span.IntersectsWith(span) || m.Span.Contains(span)))];
    }

    /// <summary>Whether the wait is on a task started on another thread to be waited for.</summary>
    public static bool IsOffloaded(MemberAccessExpressionSyntax wait, SyntaxNode? member) =>
        Waited(wait).Any(task => StartsOffloaded(task, member, depth: 0));

    // What the wait waits on: the receiver, the receiver of GetAwaiter(), or Task.WaitAll's arguments.
    private static IEnumerable<ExpressionSyntax> Waited(MemberAccessExpressionSyntax wait)
    {
        var name = wait.Name.Identifier.Text;
        if (name is "WaitAll" or "WaitAny")
        {
            return wait.Parent is InvocationExpressionSyntax call ? call.ArgumentList.Arguments.Select(a => a.Expression) : [];
        }

        if (name == "GetResult" && Unwrap(wait.Expression) is InvocationExpressionSyntax
            { Expression: MemberAccessExpressionSyntax { Name.Identifier.Text: "GetAwaiter" } awaiter })
        {
            return [awaiter.Expression];
        }

        return [wait.Expression];
    }

    private static bool StartsOffloaded(ExpressionSyntax expression, SyntaxNode? member, int depth)
    {
        switch (Unwrap(expression))
        {
            case InvocationExpressionSyntax call when IsOffloadCall(call):
                return true;
            case InvocationExpressionSyntax { Expression: IdentifierNameSyntax method } when depth == 0:
                // A helper of the same type that returns a started task (its expression body or its return statements).
                var type = expression.Ancestors().OfType<TypeDeclarationSyntax>().FirstOrDefault();
                return type?.Members.OfType<MethodDeclarationSyntax>().Where(m => m.Identifier.Text == method.Identifier.Text)
                    .SelectMany(Returned).Any(r => StartsOffloaded(r, member, depth + 1)) ?? false;
            case IdentifierNameSyntax local when member is not null && depth == 0:
                return member.DescendantNodes().OfType<VariableDeclaratorSyntax>()
                    .Where(v => v.Identifier.Text == local.Identifier.Text && v.Initializer is not null)
                    .Any(v => StartsOffloaded(v.Initializer!.Value, member, depth));
            default:
                return false;
        }
    }

    private static IEnumerable<ExpressionSyntax> Returned(MethodDeclarationSyntax method) =>
        method.ExpressionBody is { } arrow
            ? [arrow.Expression]
            : method.Body?.DescendantNodes().OfType<ReturnStatementSyntax>().Select(r => r.Expression).OfType<ExpressionSyntax>() ?? [];

    private static bool IsOffloadCall(InvocationExpressionSyntax call) => call.Expression switch
    {
        MemberAccessExpressionSyntax { Name.Identifier.Text: "StartNew" } => true,
        MemberAccessExpressionSyntax { Name.Identifier.Text: "Run", Expression: var type } =>
            type.ToString() is "Task" or "System.Threading.Tasks.Task",
        _ => false,
    };

    private static ExpressionSyntax Unwrap(ExpressionSyntax expression) => expression switch
    {
        ParenthesizedExpressionSyntax p => Unwrap(p.Expression),
        InvocationExpressionSyntax { Expression: MemberAccessExpressionSyntax { Name.Identifier.Text: "ConfigureAwait" } c } =>
            Unwrap(c.Expression),
        _ => expression,
    };
}
