namespace AsyncLab.Data.Seeding;

/// <summary>What the seeder did, for the experiment's notes.</summary>
public sealed record SeedSummary(SeedPlan Plan, long RowsInTable, TimeSpan Elapsed);
