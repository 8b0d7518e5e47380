using System.Collections;
using System.Reflection;
using AsyncLab.Catalog;
using AsyncLab.Claims;
using AsyncLab.Results;
using AsyncLab.Tests.Fixtures;

namespace AsyncLab.Tests.Catalog;

/// <summary>
/// Every experiment has the same shape (a folder with its <c>Experiment</c>, or for one judged across runtimes its
/// <c>Comparison</c>, and its <c>Claims</c>, named after the folder),
/// and every metric a claim reads is declared in the registry, so its unit and direction are never guessed.
/// </summary>
public sealed class ExperimentShapeTests
{
    private static string ExperimentsFolder => Path.GetFullPath(Path.Combine(TestFiles.Root, "..", "..", "src", "AsyncLab", "Experiments"));

    public static TheoryData<string> ExperimentTypes()
    {
        var data = new TheoryData<string>();
        foreach (var experiment in ExperimentCatalog.All)
        {
            data.Add(experiment.GetType().Name);
        }

        return data;
    }

    [Theory]
    [MemberData(nameof(ExperimentTypes))]
    public void Folder_EveryExperiment_HoldsItsExperimentAndItsClaimsByName(string typeName)
    {
        Assert.EndsWith("Experiment", typeName, StringComparison.Ordinal);
        var name = typeName[..^"Experiment".Length];
        var folder = Path.Combine(ExperimentsFolder, name);

        Assert.True(File.Exists(Path.Combine(folder, typeName + ".cs")), $"{typeName} is not in Experiments/{name}/{typeName}.cs");
        Assert.True(File.Exists(Path.Combine(folder, name + "Claims.cs")), $"Experiments/{name}/ has no {name}Claims.cs");
    }

    [Fact]
    public void Folder_EveryRuntimeComparison_HoldsItsComparisonAndItsClaimsByName()
    {
        Assert.All(ExperimentCatalog.RuntimeComparisons.Select(c => c.GetType().Name), typeName =>
        {
            Assert.EndsWith("Comparison", typeName, StringComparison.Ordinal);
            var name = typeName[..^"Comparison".Length];
            var folder = Path.Combine(ExperimentsFolder, name);

            Assert.True(File.Exists(Path.Combine(folder, typeName + ".cs")), $"{typeName} is not in Experiments/{name}/{typeName}.cs");
            Assert.True(File.Exists(Path.Combine(folder, name + "Claims.cs")), $"Experiments/{name}/ has no {name}Claims.cs");
        });
    }

    [Fact]
    public void Folders_UnderExperiments_EachIsACatalogExperiment()
    {
        var catalogued = ExperimentCatalog.All.Select(e => e.GetType().Name[..^"Experiment".Length])
            .Concat(ExperimentCatalog.RuntimeComparisons.Select(c => c.GetType().Name[..^"Comparison".Length]))
            .ToHashSet(StringComparer.Ordinal);

        Assert.All(Directory.GetDirectories(ExperimentsFolder).Select(Path.GetFileName), folder => Assert.Contains(folder!, catalogued));
    }

    [Fact]
    public void Claims_EveryMetricTheyRead_IsRegistered()
    {
        var metrics = ExperimentCatalog.All.SelectMany(e => e.Claims).Concat(ExperimentCatalog.RuntimeComparisons.SelectMany(c => c.Claims))
            .SelectMany(c => MetricsRead(c.Check)).Distinct().ToList();

        Assert.Contains(Metrics.TimeNs, metrics);
        Assert.Contains(Metrics.ThroughputRps, metrics);
        Assert.All(metrics, metric => Assert.True(MetricCatalog.Find(metric.Key) == metric,
            $"a claim reads '{metric.Key}', which the registry does not declare as such"));
    }

    /// <summary>Every metric in a check and the checks it is built from (a core-scoped one for this machine's cores).</summary>
    private static IEnumerable<Metric> MetricsRead(object check)
    {
        const BindingFlags Members = BindingFlags.Instance | BindingFlags.Public | BindingFlags.NonPublic;
        foreach (var field in check.GetType().GetFields(Members))
        {
            var value = field.GetValue(check);
            switch (value)
            {
                case Metric metric:
                    yield return metric;
                    break;
                case IClaimCheck inner:
                    foreach (var key in MetricsRead(inner))
                    {
                        yield return key;
                    }

                    break;
                case Func<int, IClaimCheck> scoped:
                    foreach (var key in MetricsRead(scoped(Environment.ProcessorCount)))
                    {
                        yield return key;
                    }

                    break;
                case IEnumerable list and not string:
                    foreach (var key in list.OfType<IClaimCheck>().SelectMany(MetricsRead))
                    {
                        yield return key;
                    }

                    break;
            }
        }
    }
}
