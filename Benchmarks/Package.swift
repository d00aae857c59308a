// swift-tools-version: 6.1
import PackageDescription

// Benchmarks live in their own package so `swift test` on Vocalize never builds the
// benchmark driver. Run from this folder: `swift package benchmark`.
let package = Package(
    name: "VocalizeBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "Vocalize", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "VocalizeBenchmarks",
            dependencies: [
                .product(name: "Vocalize", package: "Vocalize"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/VocalizeBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // One path a run, for callgrind: `instruction-counts.sh` counts instructions per call.
        .executableTarget(
            name: "InstructionCounts",
            dependencies: [.product(name: "Vocalize", package: "Vocalize")],
            path: "Benchmarks/InstructionCounts"
        ),
    ],
    swiftLanguageModes: [.v6]
)
