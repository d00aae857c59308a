import Benchmark
import Foundation
import Vocalize

/// Built once: a closure's locals are released inside the measurement, so per-sample setup
/// data would be timed too.
let sampleElements: [AccessibilityElement] = sampleIntegers.map {
    AccessibilityElement(label: "Alarms", value: .number($0), traits: [.button, .selected], hint: "Opens alarms")
}

func utteranceBenchmarks() {
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .throughput, .mallocCountTotal],
        maxDuration: .seconds(3),
        maxIterations: 1_000_000
    )

    Benchmark("Utterance/raw ICU unum_formatInt64 (floor)", configuration: configuration) { benchmark in
        let raw = rawEnglishSpellout
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(raw.format(sampleIntegers[sampleCursor.next(below: 1024)]))
        }
    }

    Benchmark("Utterance/Vocalize spoken integer", configuration: configuration) { benchmark in
        let speaker = try NumberSpeaker(language: "en")
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(try speaker.cardinal(sampleIntegers[sampleCursor.next(below: 1024)]))
        }
    }

    Benchmark("Utterance/compose label + number + button + selected + hint", configuration: configuration) { benchmark in
        let composer = try UtteranceComposer(language: "en")
        let elements = sampleElements
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(try composer.compose(elements[sampleCursor.next(below: 1024)]).text)
        }
    }

    // Streams a screen file through the composer; peak memory must not grow with the count.
    for count in [10_000, 100_000] {
        Benchmark("Utterance/screen stream of \(count) elements (peak memory)", configuration: .init(
            metrics: [.wallClock, .peakMemoryResident], maxDuration: .seconds(20), maxIterations: 3)
        ) { benchmark in
            let composer = try UtteranceComposer(language: "en")
            let file = try writeScreenFile(elements: count)
            defer { try? FileManager.default.removeItem(at: file) }
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                let handle = try FileHandle(forReadingFrom: file)
                var spoken = 0
                try ScreenStream.read(from: handle, chunkSize: 64 * 1024) { entry in
                    if case .success(let element) = entry.element, let utterance = try? composer.compose(element) {
                        spoken += utterance.text.utf8.count
                    }
                }
                try handle.close()
                blackHole(spoken)
            }
        }
    }
}

/// Writes a JSON array of `elements` elements piece by piece, never holding it in memory.
func writeScreenFile(elements: Int) throws -> URL {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("vocalize-bench-screen-\(elements).json")
    FileManager.default.createFile(atPath: file.path, contents: nil)
    let handle = try FileHandle(forWritingTo: file)
    var chunk = "["
    for index in 0..<elements {
        if index > 0 { chunk += "," }
        chunk += #"{"label":"Item \#(index)","value":"\#(index)","valueKind":"number","traits":["button"]}"#
        if chunk.utf8.count > 1 << 16 {
            handle.write(Data(chunk.utf8))
            chunk = ""
        }
    }
    handle.write(Data((chunk + "]").utf8))
    try handle.close()
    return file
}
