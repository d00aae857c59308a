import Benchmark
import Foundation
@_spi(Benchmarks) import Vocalize

/// Built once: a closure's locals are released inside the measurement, so per-sample setup
/// data would be timed too.
let sampleElements: [SpokenElement] = sampleIntegers.map {
    SpokenElement(label: "Alarms", value: .number($0), traits: [.button, .selected], hint: "Opens alarms")
}

func utteranceBenchmarks() {
    perCall("Utterance/raw ICU unum_formatInt64 (floor)", samples: 1024) {
        let raw = rawEnglishSpellout
        return { raw.format(sampleIntegers[$0]) }
    }
    perCall("Utterance/Vocalize spoken integer", samples: 1024) {
        let speaker = try NumberSpeaker(language: "en")
        return { try speaker.cardinal(sampleIntegers[$0]) }
    }
    perCall("Utterance/compose label + number + button + selected + hint", samples: 1024) {
        let composer = try UtteranceComposer(language: "en")
        return { try composer.compose(sampleElements[$0]).text }
    }

    // What `vocalize screen --format json` does per element: read its JSON, compose it, write
    // its JSON line. Composing should dominate.
    perCall("Utterance/screen element: read JSON + compose + JSON line", samples: 1024) {
        let composer = try UtteranceComposer(language: "en")
        let sources: [[UInt8]] = sampleIntegers.indices.map { index in Array(#"{"label": "Item \#(index)", "traits": ["button"]}"#.utf8) }
        return { (index: Int) throws -> String in
            let element = try ScreenStream.element(from: sources[index]).get()
            return UtteranceRecord(index: index, input: "", result: .success(try composer.compose(element))).jsonString()
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
    _ = FileManager.default.createFile(atPath: file.path, contents: nil)
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
