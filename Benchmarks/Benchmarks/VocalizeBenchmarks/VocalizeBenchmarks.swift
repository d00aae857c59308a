import Benchmark

/// Every benchmark of the suite. Each group measures its raw-ICU baseline in the same run,
/// so figures are read as ratios against it.
let benchmarks: @Sendable () -> Void = {
    numberBenchmarks()
    phoneBenchmarks()
    dateBenchmarks()
    utteranceBenchmarks()
}

/// The metrics and limits of the benchmarks that time one call.
var perCallConfiguration: Benchmark.Configuration {
    .init(metrics: [.wallClock, .throughput, .mallocCountTotal], maxDuration: .seconds(3), maxIterations: 1_000_000)
}

/// Registers a benchmark timing one call per iteration. `prepare` runs before the measurement
/// starts and returns the call, which gets the next sample index below `samples` each time.
func perCall<Output>(
    _ name: String, samples: Int, configuration: Benchmark.Configuration = perCallConfiguration,
    prepare: @escaping @Sendable () throws -> (Int) throws -> Output
) {
    Benchmark(name, configuration: configuration) { benchmark in
        let call = try prepare()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(try call(sampleCursor.next(below: samples)))
        }
    }
}
