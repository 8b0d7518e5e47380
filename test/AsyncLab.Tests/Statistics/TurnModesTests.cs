using AsyncLab.Statistics;

namespace AsyncLab.Tests.Statistics;

public sealed class TurnModesTests
{
    [Fact]
    public void Find_StretchesOfTwoStatesFarApart_SplitsThemWithTheirShares()
    {
        // Four launches of 100 turns: the first 40 of each at about 0.45x, the rest at about 0.9x, each turn scattering 10 %.
        var random = new Random(8080);
        var launches = Launches(4, 100, turn => turn < 40 ? Math.Log(0.45) : Math.Log(0.9), 0.10, random);

        var modes = TurnModes.Find(launches);

        Assert.NotNull(modes);
        Assert.Equal(160, modes.LowerTurns);
        Assert.Equal(240, modes.UpperTurns);
        Assert.Equal(0.45, TurnModes.Figure(modes.Lower), 0.03);
        Assert.Equal(0.9, TurnModes.Figure(modes.Upper), 0.05);
    }

    [Theory]
    [InlineData("normal")]
    [InlineData("heavy tails")]
    [InlineData("uniform")]
    public void Find_OneSpread_FindsOneGroup(string shape)
    {
        // However wide, one spread has its peak where a split would cut it, or no peak at all: no valley.
        var random = new Random(shape.Length);
        var misread = 0;
        for (var run = 0; run < 200; run++)
        {
            var launches = Enumerable.Range(0, 4).Select(_ => (IReadOnlyList<double>)Enumerable.Range(0, 100)
                .Select(_ => 0.3 * Draw(shape, random)).ToList()).ToList();
            misread += TurnModes.Find(launches) is null ? 0 : 1;
        }

        Assert.True(misread <= 2, $"{shape}: one spread read as two groups of turns in {misread} of 200");
    }

    [Fact]
    public void Find_StatesUnderTwentyPercentApart_FindsOneGroup()
    {
        var random = new Random(11);
        var launches = Launches(4, 100, turn => turn < 50 ? 0 : Math.Log(1.1), 0.005, random);

        Assert.Null(TurnModes.Find(launches));
    }

    [Fact]
    public void Find_FarTailOfAFewTurns_FindsOneGroup()
    {
        // Five turns a launch far off: a tail, not a state of the machine.
        var random = new Random(12);
        var launches = Launches(4, 100, turn => turn < 5 ? Math.Log(3) : 0, 0.02, random);

        Assert.Null(TurnModes.Find(launches));
    }

    [Fact]
    public void Find_SecondStateInOneLaunchOnly_FindsOneGroup()
    {
        // The slow state in one launch alone gives it one launch figure: it cannot be read over launches.
        var random = new Random(13);
        var launches = Enumerable.Range(0, 4).Select(launch => (IReadOnlyList<double>)Enumerable.Range(0, 100)
            .Select(turn => (launch == 0 && turn < 60 ? Math.Log(2) : 0) + (0.02 * Normal(random))).ToList()).ToList();

        Assert.Null(TurnModes.Find(launches));
    }

    [Fact]
    public void Find_FewerTurnsThanASplitNeeds_FindsOneGroup()
    {
        IReadOnlyList<IReadOnlyList<double>> launches = [[0, 0, 1, 1, 0], [0, 1, 1, 0, 0]];

        Assert.Null(TurnModes.Find(launches));
    }

    [Fact]
    public void Spanning_TwoStates_CoversBothFigures()
    {
        var random = new Random(14);
        var modes = TurnModes.Find(Launches(4, 100, turn => turn < 50 ? Math.Log(0.5) : 0, 0.05, random))!;

        var interval = modes.Spanning(ModeratedVariance.None, ModeratedVariance.None, 0.99);

        Assert.True(interval.Low <= 0.5 && interval.High >= 1, $"{interval.Low}–{interval.High} does not span 0.5 and 1");
    }

    [Fact]
    public void Describe_TwoStates_NamesEachFigureAndItsShareOfTurns()
    {
        var random = new Random(15);
        var modes = TurnModes.Find(Launches(4, 100, turn => turn < 25 ? Math.Log(0.5) : 0, 0.02, random))!;

        Assert.Equal("0.50 in 100 of 400 turns, 1.00 in 300 of 400", modes.Describe(x => x.ToString("0.00",
            System.Globalization.CultureInfo.InvariantCulture)));
    }

    private static List<IReadOnlyList<double>> Launches(int launches, int turns, Func<int, double> state, double scatter,
        Random random) =>
        Enumerable.Range(0, launches).Select(_ => (IReadOnlyList<double>)Enumerable.Range(0, turns)
            .Select(turn => state(turn) + (scatter * Normal(random))).ToList()).ToList();

    private static double Draw(string shape, Random random) => shape switch
    {
        "normal" => Normal(random),
        // Student's t with 3 degrees of freedom.
        "heavy tails" => Normal(random) / Math.Sqrt(((Normal(random) * Normal(random)) + (Normal(random) * Normal(random))
            + (Normal(random) * Normal(random))) / 3),
        _ => (2 * random.NextDouble()) - 1,
    };

    private static double Normal(Random random) =>
        Math.Sqrt(-2 * Math.Log(1 - random.NextDouble())) * Math.Cos(2 * Math.PI * random.NextDouble());
}
