using Xunit.Abstractions;
using AsyncLab.SideBySide;

namespace AsyncLab.Tests.SideBySide;

/// <summary>
/// The reading on simulated sessions: turns that share the machine's speed on both sides, a compiled copy per side and
/// launch that runs a row a little faster or slower, and a group of yielding rows whose copies move ten times as far.
/// </summary>
public sealed class SideBySideReadingTests(ITestOutputHelper output)
{
    private const int Units = 8;
    private const int Turns = 50;
    private static readonly SideBySidePlan Shared = new(SharedProcess: true, Units);

    [Fact]
    public void Read_UnchangedBuildInSimulatedSessions_MarksARowInAboutOneSessionInAHundred()
    {
        var random = new Random(7);
        var sessions = 400;
        var marked = 0;
        var gated = 0;
        for (var s = 0; s < sessions; s++)
        {
            var (rows, _) = Read(Session(random, change: 1.0));
            marked += rows.Any(r => r.Gated && r.Change is SideBySideChange.Worse or SideBySideChange.Better) ? 1 : 0;
            gated += rows.Count(r => r.Gated);
        }

        output.WriteLine($"{marked} of {sessions} unchanged sessions marked a row; {gated} rows gated");
        // 99 % over the gated rows together: about 4 sessions of 400; 12 would be three times the promise.
        Assert.InRange(marked, 0, 12);
        Assert.True(gated >= sessions * 8, $"{gated} rows gated in {sessions} sessions; the eight quiet rows should be");
    }

    [Fact]
    public void Read_TenPercentHeavierWorkload_MarksTheChangedRowsWorseAndNoOther()
    {
        var random = new Random(11);
        var (changedMarked, changedGated, othersMarked, othersGated) = (0, 0, 0, 0);
        for (var s = 0; s < 100; s++)
        {
            var (rows, _) = Read(Session(random, change: 1.10));
            foreach (var row in rows.Where(r => r.Gated))
            {
                if (row.Row.StartsWith("changed", StringComparison.Ordinal))
                {
                    changedGated++;
                    changedMarked += row.IsRegression ? 1 : 0;
                }
                else
                {
                    othersGated++;
                    othersMarked += row.Change is SideBySideChange.Worse or SideBySideChange.Better ? 1 : 0;
                }
            }
        }

        output.WriteLine($"{changedMarked} of {changedGated} changed rows marked; {othersMarked} of {othersGated} others");
        Assert.True(changedMarked >= 0.8 * changedGated, $"{changedMarked} of {changedGated} changed rows marked");
        Assert.True(othersMarked <= 0.01 * othersGated, $"{othersMarked} of {othersGated} unchanged rows marked");
    }

    [Fact]
    public void Read_YieldingGroupThatMovesFar_LeftOutOfTheGateWithTheUnitsThatWouldSeeIt()
    {
        var (rows, _) = Read(Session(new Random(3), change: 1.0));

        Assert.All(rows.Where(r => r.Row.StartsWith("yielding", StringComparison.Ordinal)), r =>
        {
            Assert.False(r.Gated);
            Assert.True(r.UnitsToSee > Units);
        });
    }

    [Fact]
    public void UnitLogRatios_SharedProcess_MedianOfEachLaunchsPairedTurns()
    {
        var launches = new[]
        {
            Launch(0, ("r", [100, 100, 100], [110, 121, 100])),
            Launch(1, ("r", [50, 60, 70], [50, 60, 70])),
        };

        var units = SideBySideReading.UnitLogRatios("r", new SideBySidePlan(true, 2), launches);

        Assert.Equal([Math.Round(Math.Log(1.1), 12), 0], units.Select(u => Math.Round(u, 12)));
    }

    [Fact]
    public void UnitLogRatios_SeparateProcesses_DifferenceOfTheNeighboursMedians()
    {
        var plan = new SideBySidePlan(SharedProcess: false, Units: 1);
        var a = new SideBySideSamples(0, new Dictionary<string, IReadOnlyDictionary<string, double[]>>
        {
            ["A"] = new Dictionary<string, double[]> { ["r"] = [90, 100, 300] },
        }, new Dictionary<string, int> { ["r"] = 0 });
        var b = new SideBySideSamples(1, new Dictionary<string, IReadOnlyDictionary<string, double[]>>
        {
            ["B"] = new Dictionary<string, double[]> { ["r"] = [120, 125, 1] },
        }, new Dictionary<string, int> { ["r"] = 0 });

        var units = SideBySideReading.UnitLogRatios("r", plan, [a, b]);

        Assert.Equal(Math.Log(120.0 / 100), Assert.Single(units), 12);
    }

    [Fact]
    public void RowsOnOneSide_RowBLacks_ListedAndNotRead()
    {
        var launches = new[] { Launch(0, ("both", [1, 2], [1, 2])), Launch(1, ("both", [1, 2], [1, 2])) };
        var withExtra = launches.Select(l => l with
        {
            Sides = new Dictionary<string, IReadOnlyDictionary<string, double[]>>
            {
                ["A"] = new Dictionary<string, double[]> { ["both"] = [1, 2], ["gone"] = [3, 4] },
                ["B"] = l.Sides["B"],
            },
        }).ToArray();

        Assert.Equal(["both"], SideBySideReading.RowsOnBothSides(withExtra));
        Assert.Equal([("A", "gone")], SideBySideReading.RowsOnOneSide(withExtra));
    }

    [Fact]
    public void RowConfidence_TwentyRows_SharesTheErrorAmongThem()
    {
        Assert.Equal(0.9995, SideBySideReading.RowConfidence(0.99, 20), 12);
    }

    private static (IReadOnlyList<SideBySideRow> Rows, double RowConfidence) Read(IReadOnlyList<SideBySideSamples> launches) =>
        SideBySideReading.Read(Shared, new Dictionary<string, IReadOnlyList<SideBySideSamples>> { ["sim"] = launches }, 0.10, 0.99);

    /// <summary>
    /// A session of eight launches: four rows the change makes heavier and four it leaves alone (one group of quick calls,
    /// each compiled copy off by about 1.5 %), and three yielding rows (copies off by about 15 %). Each turn's machine
    /// speed is shared by both sides' bursts; each burst has its own 2 % on top.
    /// </summary>
    private static SideBySideSamples[] Session(Random random, double change)
    {
        string[] quick = ["changed-1", "changed-2", "changed-3", "changed-4", "same-1", "same-2", "same-3", "same-4"];
        string[] yielding = ["yielding-1", "yielding-2", "yielding-3"];
        return Enumerable.Range(0, Units).Select(launch =>
        {
            var a = new Dictionary<string, double[]>();
            var b = new Dictionary<string, double[]>();
            var speed = Enumerable.Range(0, Turns).Select(_ => Math.Exp(0.05 * Normal(random))).ToArray();
            foreach (var row in quick.Concat(yielding))
            {
                var copy = row.StartsWith("yielding", StringComparison.Ordinal) ? 0.15 : 0.015;
                var (copyA, copyB) = (Math.Exp(copy * Normal(random)), Math.Exp(copy * Normal(random)));
                var factor = row.StartsWith("changed", StringComparison.Ordinal) ? change : 1.0;
                a[row] = speed.Select(s => 100 * s * copyA * Math.Exp(0.02 * Normal(random))).ToArray();
                b[row] = speed.Select(s => 100 * factor * s * copyB * Math.Exp(0.02 * Normal(random))).ToArray();
            }

            var groups = quick.ToDictionary(r => r, _ => 0);
            foreach (var row in yielding)
            {
                groups[row] = 1;
            }

            return new SideBySideSamples(launch, new Dictionary<string, IReadOnlyDictionary<string, double[]>>
            {
                ["A"] = a,
                ["B"] = b,
            }, groups);
        }).ToArray();
    }

    private static SideBySideSamples Launch(int launch, (string Row, double[] A, double[] B) row) =>
        new(launch, new Dictionary<string, IReadOnlyDictionary<string, double[]>>
        {
            ["A"] = new Dictionary<string, double[]> { [row.Row] = row.A },
            ["B"] = new Dictionary<string, double[]> { [row.Row] = row.B },
        }, new Dictionary<string, int> { [row.Row] = 0 });

    private static double Normal(Random random) =>
        Math.Sqrt(-2 * Math.Log(1 - random.NextDouble())) * Math.Cos(2 * Math.PI * random.NextDouble());
}
