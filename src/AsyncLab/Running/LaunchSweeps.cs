namespace AsyncLab.Running;

/// <summary>
/// The order a run measures its experiments in: sweeps, each one launch of every experiment that runs in launches, in
/// the run's order, with the experiments measured in this process placed among the sweeps. A machine holds one state for
/// minutes (a neighbour's load, where its virtual cores sit on the host), and an experiment whose launches ran back to
/// back saw only the state of those minutes: two runs then read their figures apart by more than either run's
/// launches moved, an interval that one run could not widen. Launches spread over the whole run see its states, so the
/// intervals over launches carry them.
/// </summary>
public static class LaunchSweeps
{
    /// <summary>One step of a run: a launch of an experiment, or all of one measured in this process.</summary>
    /// <param name="Experiment">The experiment's index in the run.</param>
    /// <param name="Last">True for the experiment's last step, after which it is judged.</param>
    public readonly record struct Step(int Experiment, bool Last);

    /// <summary>
    /// The steps for experiments of which those marked in <paramref name="launched"/> run in <paramref name="planned"/>
    /// launches: sweep s holds launch s of each, and the k-th of the K others (0-based) sits in sweep
    /// ⌊(k + 1) · planned / (K + 1)⌋, in the run's order within its sweep, so the long load experiments part the sweeps
    /// rather than follow them. With one launch, every experiment once, in the run's order.
    /// </summary>
    public static IReadOnlyList<Step> Order(IReadOnlyList<bool> launched, int planned)
    {
        ArgumentOutOfRangeException.ThrowIfLessThan(planned, 1);
        var others = Enumerable.Range(0, launched.Count).Where(i => !launched[i]).ToList();
        var sweepOf = others.Select((experiment, k) => (experiment, Sweep: (k + 1) * planned / (others.Count + 1)))
            .ToDictionary(o => o.experiment, o => o.Sweep);
        var steps = new List<Step>();
        for (var sweep = 0; sweep < planned; sweep++)
        {
            for (var i = 0; i < launched.Count; i++)
            {
                if (launched[i])
                {
                    steps.Add(new Step(i, Last: sweep == planned - 1));
                }
                else if (sweepOf[i] == sweep)
                {
                    steps.Add(new Step(i, Last: true));
                }
            }
        }

        return steps;
    }
}
