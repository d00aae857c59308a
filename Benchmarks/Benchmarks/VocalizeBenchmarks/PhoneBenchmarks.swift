import Foundation
import Benchmark
@_spi(Benchmarks) import Vocalize

/// French mobile numbers cycled through, written as people write them.
let samplePhoneNumbers: [String] = (0..<256).map { index in
    let digits = String(format: "%08d", (index &* 2_654_435_761) % 100_000_000)
    let chars = Array(digits)
    return "06." + stride(from: 0, to: 8, by: 2).map { String(chars[$0..<$0 + 2]) }.joined(separator: ".")
}

/// Parsed once, outside every measurement (a closure's locals are released inside it).
let sampleParsedPhoneNumbers: [PhoneNumber] = samplePhoneNumbers.map { try! PhoneNumber(parsing: $0) }

func phoneBenchmarks() {
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .throughput, .mallocCountTotal],
        maxDuration: .seconds(3),
        maxIterations: 1_000_000
    )

    Benchmark("Phone/raw ICU unum_formatInt64 (floor, fr)", configuration: configuration) { benchmark in
        let raw = rawFrenchSpellout
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(raw.format(sampleIntegers[sampleCursor.next(below: 1024)]))
        }
    }

    Benchmark("Phone/Vocalize 10-digit number, pairs (fr)", configuration: configuration) { benchmark in
        let speaker = try PhoneSpeaker(language: "fr")
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(try speaker.speak(samplePhoneNumbers[sampleCursor.next(below: 256)]))
        }
    }

    Benchmark("Phone/Vocalize 10-digit number, parsed beforehand (fr)", configuration: configuration) { benchmark in
        let speaker = try PhoneSpeaker(language: "fr")
        let parsed = sampleParsedPhoneNumbers
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(try speaker.speak(parsed[sampleCursor.next(below: 256)]))
        }
    }

    Benchmark("Phone/naive: a new ICU formatter per pair (fr)", configuration: .init(
        metrics: [.wallClock, .throughput], maxDuration: .seconds(3), maxIterations: 2_000)
    ) { benchmark in
        let speaker = try PhoneSpeaker(language: "fr")
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(try speaker.speakOpeningFormattersEachTime(samplePhoneNumbers[sampleCursor.next(below: 256)]))
        }
    }
}
