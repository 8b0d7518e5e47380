namespace AsyncLab.Data.Orders;

/// <summary>The read both access paths run: a customer's largest orders placed in [From, To).</summary>
public sealed record OrderQuery(string Customer, DateTime From, DateTime To, int Top)
{
    /// <summary>Rejects what would make a meaningless query; endpoints turn the message into an HTTP 400.</summary>
    public static OrderQuery Create(string customer, DateTime from, DateTime to, int top)
    {
        if (string.IsNullOrWhiteSpace(customer))
        {
            throw new ArgumentException("customer must not be empty", nameof(customer));
        }

        if (to <= from)
        {
            throw new ArgumentException("the date range is empty: 'to' must be after 'from'", nameof(to));
        }

        if (top is < 1 or > 1000)
        {
            throw new ArgumentOutOfRangeException(nameof(top), top, "top must be between 1 and 1000");
        }

        return new OrderQuery(customer, AsUtc(from), AsUtc(to), top);
    }

    // Npgsql refuses a DateTime of unspecified kind for a timestamptz column.
    private static DateTime AsUtc(DateTime value) =>
        value.Kind == DateTimeKind.Utc ? value : DateTime.SpecifyKind(value, DateTimeKind.Utc);
}
