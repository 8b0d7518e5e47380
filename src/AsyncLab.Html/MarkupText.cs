using System.Text;

namespace AsyncLab.Html;

/// <summary>
/// Escapes text for HTML and SVG: only the five characters that matter. WebUtility.HtmlEncode also turns µ, × and ·
/// into numeric entities, which is valid but makes the checked-in snapshots hard to read.
/// </summary>
public static class MarkupText
{
    public static string Escape(string text)
    {
        if (text.AsSpan().IndexOfAny("&<>\"'") < 0)
        {
            return text;
        }

        var escaped = new StringBuilder(text.Length + 16);
        foreach (var c in text)
        {
            escaped.Append(c switch
            {
                '&' => "&amp;",
                '<' => "&lt;",
                '>' => "&gt;",
                '"' => "&quot;",
                '\'' => "&#39;",
                _ => c.ToString(),
            });
        }

        return escaped.ToString();
    }
}
