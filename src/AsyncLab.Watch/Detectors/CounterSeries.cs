using AsyncLab.Watch.Events;

namespace AsyncLab.Watch.Detectors;

/// <summary>Each counter's samples in the order they came.</summary>
public sealed class CounterSeries
{
    private readonly Dictionary<string, List<CounterSampled>> byName = new(StringComparer.Ordinal);

    public void Add(CounterSampled sample)
    {
        if (!byName.TryGetValue(sample.Name, out var list))
        {
            byName[sample.Name] = list = [];
        }

        list.Add(sample);
    }

    public IReadOnlyList<CounterSampled> Of(string name) => byName.TryGetValue(name, out var list) ? list : [];
}
