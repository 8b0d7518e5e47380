using System.Globalization;
using AsyncLab.Data.Orders;
using AsyncLab.Data.Seeding;
using Microsoft.AspNetCore.Http;

namespace AsyncLab.WebTarget.Database;

/// <summary>
/// The query strings of the /db endpoints. Read: <c>customer</c> (required), <c>from</c> (yyyy-MM-dd, default the
/// first seeded day), <c>days</c> (1..3650, default 365), <c>top</c> (1..1000, default 10). Write: <c>customer</c>
/// (required), <c>amount</c> (cents, 1..100000000, default 100). Each problem is one line for an HTTP 400.
/// </summary>
public static class DatabaseRequest
{
    public const int MaxCustomerLength = 32;

    public static bool TryRead(IQueryCollection query, out OrderQuery? read, out string problem)
    {
        read = null;
        if (!TryCustomer(query, out var customer, out problem)
            || !TryDate(query["from"], out var from, out problem)
            || !TryNumber(query["days"], "days", 365, 1, 3650, out var days, out problem)
            || !TryNumber(query["top"], "top", 10, 1, 1000, out var top, out problem))
        {
            return false;
        }

        read = OrderQuery.Create(customer, from, from.AddDays(days), (int)top);
        return true;
    }

    public static bool TryWrite(IQueryCollection query, out NewOrder? write, out string problem)
    {
        write = null;
        if (!TryCustomer(query, out var customer, out problem)
            || !TryNumber(query["amount"], "amount", 100, 1, 100_000_000, out var amount, out problem))
        {
            return false;
        }

        write = new NewOrder(customer, amount);
        return true;
    }

    private static bool TryCustomer(IQueryCollection query, out string customer, out string problem)
    {
        customer = query["customer"].ToString();
        problem = customer.Length == 0 || string.IsNullOrWhiteSpace(customer)
            ? "missing query parameter customer (e.g. customer=customer-0001)"
            : customer.Length > MaxCustomerLength ? $"customer must be at most {MaxCustomerLength} characters" : "";
        return problem.Length == 0;
    }

    private static bool TryDate(string? text, out DateTime date, out string problem)
    {
        problem = "";
        date = SeedPlan.FirstOrderAt;
        if (string.IsNullOrEmpty(text))
        {
            return true;
        }

        if (DateTime.TryParseExact(
            text, "yyyy-MM-dd", CultureInfo.InvariantCulture, DateTimeStyles.AdjustToUniversal | DateTimeStyles.AssumeUniversal, out date))
        {
            return true;
        }

        problem = "from must be a date yyyy-MM-dd";
        return false;
    }

    private static bool TryNumber(string? text, string name, long fallback, long min, long max, out long value, out string problem)
    {
        problem = "";
        value = fallback;
        if (string.IsNullOrEmpty(text))
        {
            return true;
        }

        if (long.TryParse(text, NumberStyles.None, CultureInfo.InvariantCulture, out value) && value >= min && value <= max)
        {
            return true;
        }

        problem = FormattableString.Invariant($"{name} must be a whole number in {min}..{max}");
        return false;
    }
}
