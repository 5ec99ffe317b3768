import Benchmark

/// The tolerances `swift package benchmark baseline check` applies (see
/// `check-regressions.sh`).
///
/// Headline benchmarks fail the check when their median (p50) wall clock or
/// their malloc count moves by more than 10% (the lazy lookups: malloc count
/// only); every other metric and every other benchmark is reported but never
/// fails it. Guarded benchmarks have fixed names (no byte counts in them), since
/// the check skips a benchmark whose name is not in the baseline. A metric needs an entry
/// either way: ordo-one/benchmark applies its strict default (5% at p25, p50
/// and p75) to any metric without one.
public enum RegressionGuard {
    /// The allowed change, in percent, of a guarded metric's median.
    public static let tolerancePercent = 10.0

    /// A configuration whose metrics are all reported and none guarded.
    public static func unguarded(_ configuration: Benchmark.Configuration) -> Benchmark.Configuration {
        var result = configuration
        result.thresholds = Dictionary(uniqueKeysWithValues: configuration.metrics.map { ($0, BenchmarkThresholds.none) })
        return result
    }

    /// The same configuration with p50 wall clock and malloc count guarded.
    public static func headline(_ configuration: Benchmark.Configuration) -> Benchmark.Configuration {
        guarding([.wallClock, .mallocCountTotal], configuration)
    }

    /// The same configuration with only the malloc count guarded: for
    /// operations of a few microseconds, whose median wall clock moves by up
    /// to 2× between processes on this machine.
    public static func allocations(_ configuration: Benchmark.Configuration) -> Benchmark.Configuration {
        guarding([.mallocCountTotal], configuration)
    }

    private static func guarding(_ metrics: [BenchmarkMetric], _ configuration: Benchmark.Configuration)
        -> Benchmark.Configuration
    {
        var result = unguarded(configuration)
        let median = BenchmarkThresholds(relative: [.p50: tolerancePercent])
        for metric in metrics where configuration.metrics.contains(metric) {
            result.thresholds?[metric] = median
        }
        return result
    }
}
