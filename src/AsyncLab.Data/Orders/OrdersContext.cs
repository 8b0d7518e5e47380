using Microsoft.EntityFrameworkCore;

namespace AsyncLab.Data.Orders;

/// <summary>The EF Core model: one orders table with an index that serves the store's read query.</summary>
public sealed class OrdersContext(DbContextOptions<OrdersContext> options) : DbContext(options)
{
    public DbSet<Order> Orders => Set<Order>();

    protected override void OnModelCreating(ModelBuilder modelBuilder)
    {
        var order = modelBuilder.Entity<Order>();
        order.ToTable(OrderTable.Name);
        order.HasKey(o => o.Id);
        order.Property(o => o.Id).HasColumnName(OrderTable.Id).ValueGeneratedOnAdd();
        order.Property(o => o.Customer).HasColumnName(OrderTable.Customer).HasMaxLength(32).IsRequired();
        order.Property(o => o.PlacedAt).HasColumnName(OrderTable.PlacedAt);
        order.Property(o => o.AmountCents).HasColumnName(OrderTable.AmountCents);
        order.Property(o => o.Status).HasColumnName(OrderTable.Status);

        // The read query filters on customer and a date range; this index makes its cost proportional
        // to the orders of one customer, which the seed plan sizes (rows / customers).
        order.HasIndex(o => new { o.Customer, o.PlacedAt }).HasDatabaseName("ix_asynclab_orders_customer_placed_at");
    }
}
