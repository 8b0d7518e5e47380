using AsyncLab.Data.Orders;

namespace AsyncLab.Tests.Data.Orders;

public class OrderQueryTests
{
    private static readonly DateTime From = new(2024, 1, 1, 0, 0, 0, DateTimeKind.Utc);

    [Fact]
    public void Create_EmptyDateRange_Throws() =>
        Assert.Throws<ArgumentException>(() => OrderQuery.Create("c", From, From, 10));

    [Theory]
    [InlineData(0)]
    [InlineData(1001)]
    public void Create_TopOutOfRange_Throws(int top) =>
        Assert.Throws<ArgumentOutOfRangeException>(() => OrderQuery.Create("c", From, From.AddDays(1), top));

    [Fact]
    public void Create_BlankCustomer_Throws() =>
        Assert.Throws<ArgumentException>(() => OrderQuery.Create(" ", From, From.AddDays(1), 10));

    [Fact]
    public void Create_UnspecifiedKind_TreatedAsUtc()
    {
        var query = OrderQuery.Create("c", new DateTime(2024, 1, 1), new DateTime(2024, 2, 1), 10);

        Assert.Equal(DateTimeKind.Utc, query.From.Kind);
        Assert.Equal(DateTimeKind.Utc, query.To.Kind);
    }
}
