namespace AsyncLab.Scenarios.ValueTaskLoop;

/// <summary>
/// What seed 002's loops call: one method per result type, each returning a fresh object after yielding or at once. The
/// loops are generic over it so that a test can count and stop them exactly; implemented by a struct, the generic loop is
/// compiled for it with direct calls, as the article's loop calls its methods.
/// </summary>
public interface IObjectProducer
{
    static abstract Task<object> TaskOne(bool yieldFirst);

    static abstract ValueTask<object> ValueTaskOne(bool yieldFirst);
}
