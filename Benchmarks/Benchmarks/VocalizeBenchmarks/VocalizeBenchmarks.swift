import Benchmark

/// Every benchmark of the suite. Each group measures its raw-ICU baseline in the same run,
/// so figures are read as ratios against it.
let benchmarks: @Sendable () -> Void = {
    numberBenchmarks()
    phoneBenchmarks()
    dateBenchmarks()
    utteranceBenchmarks()
}
